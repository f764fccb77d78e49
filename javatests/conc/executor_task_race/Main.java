import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// Two tasks on a pool of two threads each increment a plain field without a lock: the
// executor's own code runs atomically (--atomic-juc), the tasks' code does not, so the lost
// update is found.
public class Main {
    static int counter;
    static final List<Thread> workers = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        Class.forName("java.util.concurrent.ForkJoinPool");
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r);
            workers.add(t);
            return t;
        });
        Future<?> f1 = pool.submit(() -> counter++);
        Future<?> f2 = pool.submit(() -> counter++);
        f1.get();
        f2.get();
        pool.shutdown();
        for (Thread w : workers) {
            w.join();
        }
        System.out.println(counter);
    }
}
