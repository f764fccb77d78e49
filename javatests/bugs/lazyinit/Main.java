// A lazy-initialization race: N threads get a shared resource, creating
// it if it is not there yet, without a lock; two of them can both find
// it missing and create it twice.
// Usage: Main [N] (default 2 threads)
public class Main {
    static Object instance;
    static int created;

    static Object get() {
        if (instance == null) {
            created++;
            instance = new Object();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(Main::get);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (created != 1) {
            throw new AssertionError("created " + created + " times");
        }
    }
}
