import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * Paper 001 (Maiya et al., TACAS 2016), Fig. 1 and 2, with nothing else
 * the handlers share: threads t2 and t3 post e1 and e2 to looper t1;
 * e1's handler posts e3; e2's handler writes y, e3's writes x. Every
 * order of the events reaches one state (Fig. 2's s5). EM-DPOR explores
 * one trace; a reduction that treats the queue as one shared object
 * reorders the posts. The loop ends without a shared counter: main,
 * once t2 and t3 have posted, posts an event whose handler quits t1 —
 * by the FIFO rule after e1's handler, so after e3 was posted.
 */
public class Main {
    static int x, y;

    public static void main(String[] args) throws Exception {
        Looper t1 = new Looper("t1");
        t1.start();
        Handler h = new Handler(t1);
        Runnable e3 = () -> x = 1;
        Runnable e1 = () -> h.post(e3);
        Runnable e2 = () -> y = 1;
        Thread t2 = new Thread(() -> h.post(e1), "t2");
        Thread t3 = new Thread(() -> h.post(e2), "t3");
        t2.start();
        t3.start();
        t2.join();
        t3.join();
        h.post(t1::quit);
        t1.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
