// Two threads get the same key from a Guava LoadingCache. The cache
// loads a key once even when two threads ask for it at once (the second
// waits for the first's load), so the loader runs once and both threads
// see the same value. Main loads another key first, so that the classes
// of the loading path are initialized before the race (fewer states).
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final AtomicInteger loads = new AtomicInteger();
    static final LoadingCache<String, String> cache = CacheBuilder.newBuilder()
            .build(new CacheLoader<String, String>() {
                @Override
                public String load(String key) {
                    if (key.equals("k")) {
                        loads.incrementAndGet();
                    }
                    return key.toUpperCase();
                }
            });

    static String fromWorker;

    public static void main(String[] args) throws InterruptedException {
        cache.getUnchecked("warm-up");
        Thread t = new Thread(() -> fromWorker = cache.getUnchecked("k"));
        t.start();
        String mine = cache.getUnchecked("k");
        t.join();
        System.out.println(mine + " " + fromWorker + " loads=" + loads.get());
    }
}
