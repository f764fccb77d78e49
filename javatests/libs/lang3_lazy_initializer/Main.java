// Two threads get a value from a commons-lang3 LazyInitializer: its
// double-checked get() runs initialize() once and hands both threads the
// same object.
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.commons.lang3.concurrent.ConcurrentException;
import org.apache.commons.lang3.concurrent.LazyInitializer;

public class Main {
    static final AtomicInteger opened = new AtomicInteger();
    static final LazyInitializer<StringBuilder> connection = new LazyInitializer<StringBuilder>() {
        @Override
        protected StringBuilder initialize() {
            opened.incrementAndGet();
            return new StringBuilder("connection");
        }
    };
    static StringBuilder fromWorker;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            try {
                fromWorker = connection.get();
            } catch (ConcurrentException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        StringBuilder mine = connection.get();
        t.join();
        System.out.println(mine + " same=" + (mine == fromWorker) + " opened=" + opened);
    }
}
