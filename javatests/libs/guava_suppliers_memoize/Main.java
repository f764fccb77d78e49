// Two threads get a value from Suppliers.memoize: the memoizing supplier
// computes it once (double-checked under its lock) and hands both threads
// the same instance.
import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static final AtomicInteger computed = new AtomicInteger();
    static final Supplier<StringBuilder> config = Suppliers.memoize(() -> {
        computed.incrementAndGet();
        return new StringBuilder("config");
    });
    static StringBuilder fromWorker;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> fromWorker = config.get());
        t.start();
        StringBuilder mine = config.get();
        t.join();
        System.out.println(mine + " same=" + (mine == fromWorker) + " computed=" + computed);
    }
}
