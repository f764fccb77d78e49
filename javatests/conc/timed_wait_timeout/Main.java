// A timed wait may time out (a choice in the model checker) or be notified.
public class Main {
    static final Object lock = new Object();
    static boolean notified;
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    if (!notified) {
                        lock.wait(50);
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                result = notified ? "notified" : "timeout";
            }
        });
        t.start();
        synchronized (lock) {
            notified = true;
            lock.notify();
        }
        t.join();
        System.out.println(result);
    }
}
