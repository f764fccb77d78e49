import java.util.concurrent.CountDownLatch;

// main awaits a CountDownLatch counted down by a worker; the worker's write is visible after await.
public class Main {
    static final CountDownLatch latch = new CountDownLatch(1);
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            result = 3;
            latch.countDown();
        });
        worker.start();
        latch.await();
        int r = result;
        worker.join(); // before printing: keeps the worker's exit out of println's interleavings
        System.out.println(r);
    }
}
