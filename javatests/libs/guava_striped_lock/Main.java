// Two threads count hits per key in a plain HashMap, each update under
// the lock Guava's Striped gives for that key. Both threads update the
// same key, so they take the same lock: no update is lost.
import com.google.common.util.concurrent.Striped;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.Lock;

public class Main {
    static final Striped<Lock> locks = Striped.lock(4);
    static final Map<String, Integer> hits = new HashMap<>();

    static void hit(String key) {
        Lock l = locks.get(key);
        l.lock();
        try {
            hits.merge(key, 1, Integer::sum);
        } finally {
            l.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        hits.put("a", 0);
        Thread t = new Thread(() -> hit("a"));
        t.start();
        hit("a");
        t.join();
        System.out.println(hits);
    }
}
