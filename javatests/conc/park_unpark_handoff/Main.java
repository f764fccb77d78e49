import java.util.concurrent.locks.LockSupport;

// Hand-off with park/unpark; an unpark before the park leaves a permit, so no wake-up is lost.
public class Main {
    static volatile boolean ready;
    static int data;
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!ready) {
                LockSupport.park();
            }
            result = data;
        });
        t.start();
        data = 7;
        ready = true;
        LockSupport.unpark(t);
        t.join();
        System.out.println(result);
    }
}
