import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// Two tasks queue on one worker; main waits (busily) for the first and calls shutdownNow,
// which drains the second if the worker has not taken it yet: between finishing one task
// and taking the next, the worker's loop (JDK code making one java.util.concurrent operation
// after another) must stay interruptible, so both 0 and 1 are outcomes.
public class Main {
    static Thread worker;

    public static void main(String[] args) throws Exception {
        Class.forName("java.util.concurrent.ForkJoinPool");
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(1, r -> worker = new Thread(r));
        Future<Integer> f1 = pool.submit(() -> {
            go.await(); // the second task is queued before the first ends
            return 1;
        });
        pool.submit(() -> 2);
        go.countDown();
        while (!f1.isDone()) {
            Thread.yield();
        }
        List<Runnable> drained = pool.shutdownNow();
        worker.join();
        System.out.println(drained.size());
    }
}
