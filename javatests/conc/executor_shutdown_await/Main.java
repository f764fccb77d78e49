import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// One worker, one task, then shutdown and awaitTermination.
public class Main {
    static Thread worker;

    public static void main(String[] args) throws Exception {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialise that class
        // before there is a second thread, so its class initialisation is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        AtomicInteger value = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(1, r -> worker = new Thread(r));
        Future<?> f = pool.submit(() -> value.set(1));
        pool.shutdown();
        // Short, and its result unused: a timed wait may time out in the model checker.
        pool.awaitTermination(10, TimeUnit.MILLISECONDS);
        f.get();
        worker.join();
        System.out.println(value.get() + " " + pool.isShutdown() + " " + pool.isTerminated());
    }
}
