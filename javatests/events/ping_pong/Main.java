import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * Two loopers play ping-pong: each handler posts the next ball to the
 * other looper, three rounds, and the last one quits both. Events on a
 * looper run one at a time in order, so there is one outcome.
 */
public class Main {
    static Handler a, b;

    static void ping(int i) {
        System.out.println("ping " + i + " on " + Thread.currentThread().getName());
        b.post(() -> pong(i));
    }

    static void pong(int i) {
        System.out.println("pong " + i + " on " + Thread.currentThread().getName());
        if (i < 3) {
            a.post(() -> ping(i + 1));
        } else {
            a.getLooper().quit();
            b.getLooper().quit();
        }
    }

    public static void main(String[] args) throws Exception {
        Looper la = new Looper("A");
        Looper lb = new Looper("B");
        a = new Handler(la);
        b = new Handler(lb);
        la.start();
        lb.start();
        a.post(() -> ping(1));
        la.join();
        lb.join();
        System.out.println("done");
    }
}
