// A wrong-lock bug in the style of SCTBench's wronglock_bad: N threads
// add to a counter, each under its own lock object, so the locks
// exclude nothing and an increment can be lost; main checks the total.
// Usage: Main [N] (default 2 threads)
public class Main {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            Object lock = new Object();
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    count++;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (count != n) {
            throw new AssertionError("count=" + count);
        }
    }
}
