// A race whose later event only branches on what it read: t0 writes
// x = 1, t1 reads x and writes y only if it saw 1; main prints y
// (outputs 0 and 1). The memory the two events write is the same after
// either order (x = 1, y untouched), but t1 is at another instruction:
// a context-sensitive check that compares only the variables the race
// involves (paper 002 §3.4) and not the racing threads' states passes
// here, and its don't-do sequence cuts every execution in which t1
// reads x first, so 0 is never printed (docs/schedulers.md).
// Usage: CSBranch
public class CSBranch {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> x = 1);
        Thread t1 = new Thread(() -> {
            if (x > 0) {
                y = 1;
            }
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println(y);
    }
}
