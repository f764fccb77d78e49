import java.util.concurrent.atomic.AtomicInteger;

// A hand-written compare-and-set retry loop in main and a thread.
public class Main {
    static final AtomicInteger value = new AtomicInteger();

    static void inc() {
        int v;
        do {
            v = value.get();
        } while (!value.compareAndSet(v, v + 1));
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        System.out.println(value.get());
    }
}
