// main interrupts a thread parked in LockSupport.park (or about to park,
// then park returns at once): the woken thread may print before main.
import java.util.concurrent.locks.LockSupport;

public class Main {
    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                LockSupport.park();
            }
            System.out.println("t woke");
        });
        t.start();
        t.interrupt();
        System.out.println("main end");
    }
}
