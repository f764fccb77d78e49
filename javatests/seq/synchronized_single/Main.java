// Monitors in a single thread: synchronized methods (instance and static),
// nested and reentrant synchronized blocks, an exception leaving a
// synchronized block (the compiler's exception-table monitorexit), wait
// with a timeout is not used; Thread.holdsLock shows the monitor state,
// and notify/notifyAll while holding the lock are no-ops here.
public class Main {
    private int count;
    private static int scount;
    private final Object lock = new Object();

    synchronized void inc() {
        count++;
        if (count % 2 == 0) {
            reentrant();
        }
    }

    synchronized void reentrant() {
        count += 10;
    }

    static synchronized void sinc() {
        scount++;
    }

    int guarded(int x) {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    if (x < 0) {
                        throw new IllegalArgumentException("negative " + x);
                    }
                    return x * 2;
                }
            }
        }
    }

    public static void main(String[] args) {
        Main m = new Main();
        for (int i = 0; i < 5; i++) {
            m.inc();
            sinc();
        }
        System.out.println("count=" + m.count + " scount=" + scount);
        System.out.println("guarded=" + m.guarded(21));
        try {
            m.guarded(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("caught " + e.getMessage() + ", holds lock after: " + Thread.holdsLock(m.lock) + " " + Thread.holdsLock(m));
        }
        synchronized (m) {
            System.out.println("inside: holds m " + Thread.holdsLock(m));
            m.notify();
            m.notifyAll();
            synchronized (Main.class) {
                System.out.println("holds class lock " + Thread.holdsLock(Main.class));
                sinc();
            }
        }
        System.out.println("outside: holds m " + Thread.holdsLock(m) + " scount=" + scount);
        try {
            m.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without lock: IllegalMonitorStateException " + e.getMessage());
        }
        try {
            m.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without lock: IllegalMonitorStateException " + e.getMessage());
        } catch (InterruptedException e) {
            System.out.println("interrupted?");
        }
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 3; i++) {
            sb.append(i);
        }
        System.out.println("StringBuffer (synchronized methods): " + sb + " thread " + Thread.currentThread().getName());
    }
}
