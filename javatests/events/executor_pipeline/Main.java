import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// The single-thread executor pipeline: two producers submit to stage 1, whose
// tasks pass each item on to stage 2, which appends it to a log that only stage 2
// touches. Each executor is a FIFO event loop: the order in which the items entered
// stage 1 is the order of the log.
public class Main {
    static final StringBuilder log = new StringBuilder(); // stage 2 only

    public static void main(String[] args) throws Exception {
        ExecutorService stage1 = Executors.newSingleThreadExecutor();
        ExecutorService stage2 = Executors.newSingleThreadExecutor();
        CountDownLatch done = new CountDownLatch(2);
        Thread p1 = new Thread(() -> stage1.execute(() -> stage2.execute(() -> {
            log.append('a');
            done.countDown();
        })));
        Thread p2 = new Thread(() -> stage1.execute(() -> stage2.execute(() -> {
            log.append('b');
            done.countDown();
        })));
        p1.start();
        p2.start();
        done.await();
        stage1.shutdown();
        stage2.shutdown();
        System.out.println(log);
    }
}
