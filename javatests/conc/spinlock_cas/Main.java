import java.util.concurrent.atomic.AtomicBoolean;

// A test-and-set spin lock built from AtomicBoolean.compareAndSet, used by main and a thread.
public class Main {
    static final AtomicBoolean locked = new AtomicBoolean();
    static int counter;

    static void inc() {
        while (!locked.compareAndSet(false, true)) {
            // spin
        }
        try {
            counter++;
        } finally {
            locked.set(false);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        System.out.println(counter);
    }
}
