import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

// shutdownNow takes off the tasks the worker has not begun and returns them; another
// thread's execute races with it (and is rejected after it). The worker is interrupted.
public class Main {
    static volatile boolean rejected;

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        Thread t = new Thread(() -> {
            try {
                ex.execute(() -> { });
            } catch (RejectedExecutionException e) {
                rejected = true;
            }
        });
        t.start();
        ex.execute(() -> { });
        List<Runnable> notRun = ex.shutdownNow();
        t.join();
        System.out.println(notRun.size() + " " + rejected + " " + ex.isShutdown());
    }
}
