import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * A handler and another thread both increment a shared counter without
 * synchronization: the looper runs its handlers one at a time, but that
 * orders nothing against other threads. The lost update fails the
 * assertion.
 */
public class Main {
    static int count;

    public static void main(String[] args) throws Exception {
        Looper looper = new Looper("ui");
        looper.start();
        new Handler(looper).post(() -> count++);
        Thread t = new Thread(() -> count++, "other");
        t.start();
        t.join();
        looper.quit();
        looper.join();
        assert count == 2 : "lost update: count = " + count;
        System.out.println(count);
    }
}
