// Two threads get the same key from a Guava LoadingCache. The cache
// loads a key once even when two threads ask for it at once (the second
// waits for the first's load), so the loader runs once and both threads
// see the same value.
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final AtomicInteger loads = new AtomicInteger();
    static final LoadingCache<String, String> cache = CacheBuilder.newBuilder()
            .maximumSize(10)
            .build(new CacheLoader<String, String>() {
                @Override
                public String load(String key) {
                    loads.incrementAndGet();
                    return key.toUpperCase();
                }
            });

    static String fromWorker;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> fromWorker = cache.getUnchecked("k"));
        t.start();
        String mine = cache.getUnchecked("k");
        t.join();
        System.out.println(mine + " " + fromWorker + " loads=" + loads.get());
    }
}
