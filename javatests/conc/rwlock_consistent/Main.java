import java.util.concurrent.locks.ReentrantReadWriteLock;

// main writes two fields under the write lock; a reader under the read lock sees both or neither.
public class Main {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x, y;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                seen = x + y;
            } finally {
                rw.readLock().unlock();
            }
        });
        reader.start();
        rw.writeLock().lock();
        try {
            x = 1;
            y = 1;
        } finally {
            rw.writeLock().unlock();
        }
        reader.join();
        System.out.println(seen);
    }
}
