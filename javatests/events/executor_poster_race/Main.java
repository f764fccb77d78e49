import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// Two threads post to one executor. Each posts two tasks: one writes a field of its
// own, the other appends its digit to a shared one. Only the shared field's tasks
// depend on each other: EM-DPOR need only order those two posts both ways.
public class Main {
    static int a, b, shared;

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        Thread t1 = new Thread(() -> {
            ex.execute(() -> a = 1);
            ex.execute(() -> shared = shared * 10 + 1);
        });
        Thread t2 = new Thread(() -> {
            ex.execute(() -> b = 2);
            ex.execute(() -> shared = shared * 10 + 2);
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        Future<String> f = ex.submit(() -> a + " " + b + " " + shared);
        System.out.println(f.get());
        ex.shutdown();
    }
}
