import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * Paper 001 (Maiya et al., TACAS 2016), Fig. 3 and 4 (§1.2): a
 * multi-threaded dependence that takes two posts to the same looper
 * reordered. Thread a posts e1, thread b posts e2, both to looper t1.
 * e1's handler writes x (r3), e2's handler writes y (r4): the handlers
 * are independent. Thread c reads y (r5) and, once it is set, x (r6).
 * r3 and r6 are dependent and run on different threads; for r6 to come
 * before r3, e2's handler must run before e1's, so e2 must be posted
 * before e1. The outcomes show both orders of r3 and r6 ("x=1" and
 * "x=0"), and c seeing y unset.
 */
public class Main {
    static int x, y;

    public static void main(String[] args) throws Exception {
        Looper t1 = new Looper("t1");
        t1.start();
        Handler h = new Handler(t1);
        int[] seen = {-1};
        Thread a = new Thread(() -> h.post(() -> x = 1), "a");   // e1: r3
        Thread b = new Thread(() -> h.post(() -> y = 1), "b");   // e2: r4
        Thread c = new Thread(() -> {
            if (y == 1) {        // r5
                seen[0] = x;     // r6
            }
        }, "c");
        a.start();
        b.start();
        c.start();
        a.join();
        b.join();
        c.join();
        t1.quit();
        t1.join();
        System.out.println(seen[0] < 0 ? "c saw y=0" : "c saw y=1 x=" + seen[0]);
    }
}
