import java.util.concurrent.locks.ReentrantLock;

// Opposite lock orders in main and a thread, but the second lock is only tried: on failure a
// thread releases the first lock and retries. No deadlock; the retry loop may cycle, so the
// search needs state matching.
public class Main {
    static final ReentrantLock a = new ReentrantLock();
    static final ReentrantLock b = new ReentrantLock();
    static int done;

    static void both(ReentrantLock first, ReentrantLock second) {
        while (true) {
            first.lock();
            try {
                if (second.tryLock()) {
                    try {
                        done++;
                        return;
                    } finally {
                        second.unlock();
                    }
                }
            } finally {
                first.unlock();
            }
            Thread.yield();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> both(b, a));
        t.start();
        both(a, b);
        t.join();
        System.out.println(done);
    }
}
