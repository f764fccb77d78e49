import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

// submit of a Callable is a post of a FutureTask; Future.get waits for it. Another
// thread's task, posted to the same executor, writes what the Callable reads: the
// order of the two posts decides the result.
public class Main {
    static int y;

    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        Thread t = new Thread(() -> ex.execute(() -> y = 1));
        t.start();
        Future<Integer> f = ex.submit(() -> y * 10 + 5);
        int r = f.get();
        t.join();
        ex.shutdown();
        System.out.println(r + " " + f.isDone());
    }
}
