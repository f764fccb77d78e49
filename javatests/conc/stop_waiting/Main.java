// JPF's ThreadStopTest.testStopWaiting and testStopHandler, as HotSpot
// does them: Thread.stop wakes a waiting thread (like an interrupt, which
// the wait clears), which throws ThreadDeath instead of
// InterruptedException once it has the monitor back; the thread's
// uncaught-exception handler gets the ThreadDeath.
@SuppressWarnings("removal")
public class Main {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                lock.notifyAll();
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                } catch (ThreadDeath d) {
                    System.out.println("ThreadDeath, interrupted " + Thread.currentThread().isInterrupted()
                            + ", holding " + Thread.holdsLock(lock));
                    throw d;
                }
            }
        });
        t.setUncaughtExceptionHandler((th, e) -> System.out.println("handler got " + e.getClass().getName()));
        t.start();
        synchronized (lock) {
            while (!ready) {
                lock.wait();
            }
            t.stop();
        }
        t.join();
        System.out.println("joined");
    }
}
