import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

// Run-once with AtomicBoolean.compareAndSet: exactly one of main and the thread wins.
public class Main {
    static final AtomicBoolean started = new AtomicBoolean();
    static final AtomicInteger winners = new AtomicInteger();

    static void tryStart() {
        if (started.compareAndSet(false, true)) {
            winners.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::tryStart);
        t.start();
        tryStart();
        t.join();
        System.out.println(winners.get());
    }
}
