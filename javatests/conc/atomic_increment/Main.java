import java.util.concurrent.atomic.AtomicInteger;

// AtomicInteger.incrementAndGet from main and a thread: no lost update.
public class Main {
    static final AtomicInteger counter = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(counter::incrementAndGet);
        t.start();
        counter.incrementAndGet();
        t.join();
        System.out.println(counter.get());
    }
}
