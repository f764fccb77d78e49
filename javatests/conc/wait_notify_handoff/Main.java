// Guarded wait: the waiter loops on its condition; main sets it and notifies under the lock.
public class Main {
    static final Object lock = new Object();
    static boolean ready;
    static int data;
    static int seen;

    static void await() throws InterruptedException {
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
            seen = data;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                await();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        t.start();
        synchronized (lock) {
            data = 42;
            ready = true;
            lock.notify();
        }
        t.join();
        System.out.println(seen);
    }
}
