// A notified thread must re-acquire the lock before wait returns: it sees what the notifier
// wrote after notify, before leaving the synchronized block.
public class Main {
    static final Object lock = new Object();
    static boolean go;
    static int x;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!go) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                seen = x;
            }
        });
        waiter.start();
        synchronized (lock) {
            go = true;
            lock.notify();
            x = 1; // still holding the lock: the waiter cannot run yet
        }
        waiter.join();
        System.out.println(seen);
    }
}
