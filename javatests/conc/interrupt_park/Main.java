import java.util.concurrent.locks.LockSupport;

// An interrupt unparks a parked thread (no exception from park itself).
public class Main {
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.park();
            }
            result = "unparked by interrupt";
        });
        t.start();
        t.interrupt();
        t.join();
        System.out.println(result);
    }
}
