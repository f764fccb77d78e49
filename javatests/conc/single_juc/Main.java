import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

// java.util.concurrent from one thread: no contention, no choices.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        ReentrantLock lock = new ReentrantLock();
        AtomicInteger n = new AtomicInteger();
        ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
        ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(2);
        lock.lock();
        try {
            n.incrementAndGet();
            map.merge("k", 1, Integer::sum);
            q.put(1);
        } finally {
            lock.unlock();
        }
        map.merge("k", 1, Integer::sum);
        System.out.println(n.get() + " " + map.get("k") + " " + q.take() + " " + lock.isLocked());
    }
}
