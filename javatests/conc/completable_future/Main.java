import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// CompletableFuture with an explicit single-thread executor (not the common pool).
public class Main {
    static Thread worker;

    public static void main(String[] args) throws Exception {
        // CompletableFuture.join and Condition.await block through ForkJoinPool.managedBlock:
        // initialise that class before there is a second thread, so its class initialisation
        // is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        ExecutorService pool = Executors.newFixedThreadPool(1, r -> worker = new Thread(r));
        int r = CompletableFuture.supplyAsync(() -> 20, pool)
                .thenApply(x -> x + 1)
                .join();
        pool.shutdown();
        worker.join();
        System.out.println(r);
    }
}
