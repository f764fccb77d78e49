import java.util.concurrent.CountDownLatch;

// main awaits a CountDownLatch counted down by two workers.
public class Main {
    static final CountDownLatch latch = new CountDownLatch(2);
    static int r1, r2;

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(() -> {
            r1 = 1;
            latch.countDown();
        });
        Thread w2 = new Thread(() -> {
            r2 = 2;
            latch.countDown();
        });
        w1.start();
        w2.start();
        latch.await();
        System.out.println(r1 + r2);
    }
}
