import java.util.concurrent.locks.ReentrantLock;

// ReentrantLock lock/unlock around an increment in main and in a thread; then re-entry (hold count 2).
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int counter;

    static void inc() {
        lock.lock();
        try {
            counter++;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        lock.lock();
        lock.lock();
        int holds = lock.getHoldCount();
        lock.unlock();
        lock.unlock();
        System.out.println(counter + " " + holds + " " + lock.isLocked());
    }
}
