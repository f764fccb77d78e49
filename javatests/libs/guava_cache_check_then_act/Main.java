// Two threads use a Guava Cache as a memo with check-then-act:
// getIfPresent, and on a miss compute and put. Both can miss before
// either puts, so the expensive computation runs twice (the bug that
// Cache.get(key, loader) or a LoadingCache avoids); the assertion that
// it ran once fails on that interleaving.
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;

public class Main {
    static final Cache<String, Integer> cache = CacheBuilder.newBuilder().maximumSize(10).build();
    static int computations;

    static int lookup(String key) {
        Integer v = cache.getIfPresent(key);
        if (v == null) {
            synchronized (Main.class) {
                computations++;
            }
            v = key.length();
            cache.put(key, v);
        }
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> lookup("key"));
        t.start();
        lookup("key");
        t.join();
        synchronized (Main.class) {
            assert computations == 1 : "computed " + computations + " times";
        }
        System.out.println("computations=" + computations);
    }
}
