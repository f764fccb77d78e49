import java.util.concurrent.CountDownLatch;

// A park-based wait (CountDownLatch.await) throws InterruptedException on interrupt.
public class Main {
    static final CountDownLatch latch = new CountDownLatch(1);
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                latch.await(); // never counted down
                result = "released";
            } catch (InterruptedException e) {
                result = "interrupted";
            }
        });
        t.start();
        t.interrupt();
        t.join();
        System.out.println(result);
    }
}
