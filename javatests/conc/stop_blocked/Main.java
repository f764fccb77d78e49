// JPF's ThreadStopTest.testStopBlocked: a thread stopped while it waits
// for a monitor main holds throws only once main lets the monitor go, and
// without holding it; or it is stopped before it reached its try block.
@SuppressWarnings("removal")
public class Main {
    static final Object lock = new Object();
    static volatile String how = "not caught";

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                synchronized (lock) {
                    how = "entered";
                }
            } catch (ThreadDeath d) {
                how = "caught, holding " + Thread.holdsLock(lock);
                throw d;
            }
        });
        synchronized (lock) {
            t.start();
            t.stop();
        }
        t.join();
        System.out.println(how);
    }
}
