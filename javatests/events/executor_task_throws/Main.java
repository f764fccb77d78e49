import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

// A task that throws ends its worker thread by the exception (here caught by the
// handler the ThreadFactory set), after the executor has a new worker from the
// factory: the next task runs on it. Another thread posts a task too.
public class Main {
    static int x;

    public static void main(String[] args) throws Exception {
        AtomicInteger made = new AtomicInteger();
        CountDownLatch handled = new CountDownLatch(1);
        ExecutorService ex = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "w" + made.incrementAndGet());
            t.setUncaughtExceptionHandler((th, e) -> handled.countDown());
            return t;
        });
        Thread other = new Thread(() -> ex.execute(() -> x = 1));
        other.start();
        ex.execute(() -> {
            throw new IllegalStateException("boom");
        });
        Future<String> f = ex.submit(() -> Thread.currentThread().getName() + " " + x);
        String r = f.get();
        handled.await();
        other.join();
        ex.shutdown();
        System.out.println(r + " " + made.get());
    }
}
