import java.util.concurrent.locks.ReentrantLock;

// lockInterruptibly on a lock main holds throughout: only the interrupt ends the wait.
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                lock.lockInterruptibly();
                try {
                    result = "locked";
                } finally {
                    lock.unlock();
                }
            } catch (InterruptedException e) {
                result = "interrupted";
            }
        });
        lock.lock();
        try {
            t.start();
            t.interrupt();
            t.join();
        } finally {
            lock.unlock();
        }
        System.out.println(result);
    }
}
