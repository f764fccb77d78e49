import gojpf.events.Handler;
import gojpf.events.Looper;

/**
 * An activity-like lifecycle on a ui looper: the system (main) posts
 * onCreate and then onDestroy. onCreate starts two background workers,
 * each of which posts its result back to the ui looper. A result that
 * arrives after onDestroy is dropped, as a careful activity does. The ui
 * state is touched only by handlers on the ui thread (no locks needed).
 * The last of onDestroy and the results quits the looper.
 */
public class Main {
    static final StringBuilder log = new StringBuilder(); // ui thread only
    static boolean destroyed;                             // ui thread only
    static int pending;                                   // ui thread only

    static void finishIfDone() {
        if (destroyed && pending == 0) {
            Looper.myLooper().quit();
        }
    }

    static void onCreate(Handler ui) {
        log.append("create");
        pending = 2;
        for (int i = 1; i <= 2; i++) {
            int id = i;
            new Thread(() -> {
                int result = id * 10; // the background work
                ui.post(() -> onResult(id, result));
            }, "worker" + i).start();
        }
    }

    static void onResult(int id, int result) {
        pending--;
        log.append(destroyed ? " late" + id : " shown" + id + "=" + result);
        finishIfDone();
    }

    static void onDestroy() {
        destroyed = true;
        log.append(" destroy");
        finishIfDone();
    }

    public static void main(String[] args) throws Exception {
        Looper looper = new Looper("ui");
        looper.start();
        Handler ui = new Handler(looper);
        ui.post(() -> onCreate(ui));
        ui.post(Main::onDestroy);
        looper.join();
        System.out.println(log);
    }
}
