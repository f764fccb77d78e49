// A waiting thread suspended and then notified stays suspended: it cannot
// take the monitor back and go on until it is resumed, in every order.
@SuppressWarnings("removal")
public class Main {
    static final Object lock = new Object();
    static boolean ready, go;
    static volatile boolean woke;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
            }
            woke = true;
        });
        t.start();
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
            go = true;
            t.suspend();
            lock.notifyAll();
        }
        Thread.yield();
        assert !woke : "a suspended thread went on";
        t.resume();
        t.join();
        System.out.println(woke);
    }
}
