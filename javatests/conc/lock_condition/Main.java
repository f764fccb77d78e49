import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// ReentrantLock + Condition: await in a loop, signal under the lock.
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition ready = lock.newCondition();
    static boolean isReady;
    static int data;
    static int seen;

    public static void main(String[] args) throws Exception {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialise that class
        // before there is a second thread, so its class initialisation is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        Thread t = new Thread(() -> {
            lock.lock();
            try {
                while (!isReady) {
                    ready.await();
                }
                seen = data;
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            } finally {
                lock.unlock();
            }
        });
        t.start();
        lock.lock();
        try {
            data = 42;
            isReady = true;
            ready.signal();
        } finally {
            lock.unlock();
        }
        t.join();
        System.out.println(seen);
    }
}
