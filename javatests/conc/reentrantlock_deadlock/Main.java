import java.util.concurrent.locks.ReentrantLock;

// Lock-order deadlock between two ReentrantLocks (threads parked in AQS, not on monitors):
// main takes la then lb, the thread lb then la.
public class Main {
    static final ReentrantLock la = new ReentrantLock();
    static final ReentrantLock lb = new ReentrantLock();

    static void both(ReentrantLock first, ReentrantLock second) {
        first.lock();
        try {
            second.lock();
            second.unlock();
        } finally {
            first.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> both(lb, la));
        t.start();
        both(la, lb);
        t.join();
        System.out.println("done");
    }
}
