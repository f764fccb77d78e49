// notify wakes one waiting thread, and any of them may be the one: with two
// waiters, each is woken on some path, whatever order they began waiting in.
public class Main {
    static final Object lock = new Object();
    static int waiting;
    static boolean released;
    static String woke = "";

    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            synchronized (lock) {
                waiting++;
                lock.notifyAll(); // main waits for both waiters
                try {
                    while (!released) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                released = false;
                woke = Thread.currentThread().getName();
                lock.notifyAll();
            }
        };
        Thread a = new Thread(r, "A");
        Thread b = new Thread(r, "B");
        // The waiter that is never released must not keep the program alive.
        a.setDaemon(true);
        b.setDaemon(true);
        // A surely waits before B does: a notify that woke the longest
        // waiter would always pick A.
        a.start();
        synchronized (lock) {
            while (waiting < 1) {
                lock.wait();
            }
        }
        b.start();
        synchronized (lock) {
            while (waiting < 2) {
                lock.wait();
            }
            released = true;
            lock.notify(); // exactly one of A and B wakes
            while (woke.isEmpty()) {
                lock.wait();
            }
        }
        System.out.println(woke);
    }
}
