// The memoizing supplier of guava_suppliers_memoize itself created
// lazily with check-then-act on a plain field: both threads can create
// one, and each memoizer computes the value once, so it is computed
// twice. The assertion fails on that interleaving.
import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final AtomicInteger computed = new AtomicInteger();
    static Supplier<StringBuilder> config;

    static StringBuilder config() {
        if (config == null) {
            config = Suppliers.memoize(() -> {
                computed.incrementAndGet();
                return new StringBuilder("config");
            });
        }
        return config.get();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::config);
        t.start();
        config();
        t.join();
        assert computed.get() == 1 : "computed " + computed + " times";
        System.out.println("computed=" + computed);
    }
}
