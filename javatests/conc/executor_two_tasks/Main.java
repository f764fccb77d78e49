import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// A fixed pool of two threads runs two tasks; main collects their results with Future.get.
public class Main {
    static final List<Thread> workers = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialise that class
        // before there is a second thread, so its class initialisation is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r); // called by main only (in submit)
            workers.add(t);
            return t;
        });
        Future<Integer> f1 = pool.submit(() -> 1);
        Future<Integer> f2 = pool.submit(() -> 2);
        int sum = f1.get() + f2.get();
        pool.shutdown();
        for (Thread w : workers) {
            w.join(); // before printing: keeps the workers' exit out of println's interleavings
        }
        System.out.println(sum + " " + workers.size());
    }
}
