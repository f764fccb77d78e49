import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * A request with a timeout, as in paper 001 §1: the request handler
 * starts a worker and posts a timeout with postDelayed, modelled as a
 * thread that posts it at any time later. Whichever of the result and
 * the timeout runs first on the looper wins; the second to arrive quits
 * the looper. The delay orders nothing in gojpf: the timeout may win
 * however long it is.
 */
public class Main {
    static String outcome; // ui thread only
    static int arrived;    // ui thread only

    static void arrive(String what) {
        if (outcome == null) {
            outcome = what;
        }
        if (++arrived == 2) {
            Looper.myLooper().quit();
        }
    }

    public static void main(String[] args) throws Exception {
        Looper looper = new Looper("ui");
        looper.start();
        Handler ui = new Handler(looper);
        ui.post(() -> {
            new Thread(() -> {
                int result = 6 * 7; // the work
                ui.post(() -> arrive("result " + result));
            }, "worker").start();
            ui.postDelayed(() -> arrive("timeout"), 50);
        });
        looper.join();
        System.out.println(outcome);
    }
}
