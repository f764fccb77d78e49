import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// A pool task and main each increment a plain field without a lock: the executor's
// synchronization runs atomically (--atomic-juc), the task's code does not, so the lost
// update is found.
public class Main {
    static int counter;
    static Thread worker;

    public static void main(String[] args) throws Exception {
        Class.forName("java.util.concurrent.ForkJoinPool");
        ExecutorService pool = Executors.newFixedThreadPool(1, r -> worker = new Thread(r));
        Future<?> f = pool.submit(() -> counter++);
        counter++;
        f.get();
        pool.shutdown();
        worker.join();
        System.out.println(counter);
    }
}
