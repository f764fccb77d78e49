// A reorder bug in the style of SCTBench's reorder_N_bad: N setter
// threads each write a = 1, then b = -1; a checker reads a, then b, and
// fails if it sees one write without the other. The bug needs the
// checker to run between a setter's two writes.
// Usage: Main [N] (default 3 setters)
public class Main {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread[] setters = new Thread[n];
        for (int i = 0; i < n; i++) {
            setters[i] = new Thread(() -> {
                a = 1;
                b = -1;
            });
        }
        Thread checker = new Thread(() -> {
            int x = a, y = b;
            if (!((x == 0 && y == 0) || (x == 1 && y == -1))) {
                throw new AssertionError("a=" + x + " b=" + y);
            }
        });
        for (Thread t : setters) {
            t.start();
        }
        checker.start();
        for (Thread t : setters) {
            t.join();
        }
        checker.join();
    }
}
