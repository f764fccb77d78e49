import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * Paper 001 (Maiya et al., TACAS 2016), Fig. 1 and 2: threads t2 and t3
 * each post one event to looper t1; the handler of e1 posts e3 to t1;
 * the handler of e2 writes y, that of e3 writes x. The handlers touch
 * different variables: every order of the events reaches the same state
 * (Fig. 2's s5), though a reduction that treats the queue as one shared
 * object (the baseline) explores each order of the posts.
 */
public class Main {
    static int x, y;
    static int handled; // on t1 only

    static void done() {
        // The third event quits t1 (the quit runs after the events posted
        // before it; posts after a quit are dropped).
        if (++handled == 3) {
            Looper.myLooper().quit();
        }
    }

    public static void main(String[] args) throws Exception {
        Looper t1 = new Looper("t1");
        t1.start();
        Handler h = new Handler(t1);
        Runnable e3 = () -> { x = 1; done(); };
        Runnable e1 = () -> { h.post(e3); done(); };
        Runnable e2 = () -> { y = 1; done(); };
        Thread t2 = new Thread(() -> h.post(e1), "t2");
        Thread t3 = new Thread(() -> h.post(e2), "t3");
        t2.start();
        t3.start();
        t1.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
