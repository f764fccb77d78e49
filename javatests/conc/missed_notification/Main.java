// Missed notification: the waiter checks the flag outside the lock and waits without a loop.
// If the notifier sets the flag and notifies between the check and the wait, the waiter waits forever.
public class Main {
    static final Object lock = new Object();
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            try {
                if (!ready) {
                    synchronized (lock) {
                        lock.wait();
                    }
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread notifier = new Thread(() -> {
            ready = true;
            synchronized (lock) {
                lock.notify();
            }
        });
        waiter.start();
        notifier.start();
        waiter.join();
        notifier.join();
        System.out.println("done");
    }
}
