import java.util.concurrent.CountDownLatch;

// Bug: the latch counts 1 but two workers report; main may proceed after only one of them.
public class Main {
    static final CountDownLatch latch = new CountDownLatch(1); // should be 2
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
        assert r1 + r2 == 3 : "missing a result: " + (r1 + r2);
        System.out.println(r1 + r2);
    }
}
