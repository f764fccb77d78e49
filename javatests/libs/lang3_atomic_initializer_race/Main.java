// lang3_lazy_initializer with an AtomicInitializer, whose get() is lock
// free: both threads can find the value unset and call initialize(), and
// only one result wins the compare-and-set. Its documentation says
// initialize() may run more than once; a side effect there (opening a
// connection) then happens twice. The assertion fails on that
// interleaving.
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.commons.lang3.concurrent.AtomicInitializer;
import org.apache.commons.lang3.concurrent.ConcurrentException;

public class Main {
    static final AtomicInteger opened = new AtomicInteger();
    static final AtomicInitializer<StringBuilder> connection = new AtomicInitializer<StringBuilder>() {
        @Override
        protected StringBuilder initialize() {
            opened.incrementAndGet();
            return new StringBuilder("connection");
        }
    };

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                connection.get();
            } catch (ConcurrentException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        connection.get();
        t.join();
        assert opened.get() == 1 : "opened " + opened + " connections";
        System.out.println("opened=" + opened);
    }
}
