import java.util.concurrent.Semaphore;

// A binary semaphore used as a mutex by main and a thread.
public class Main {
    static final Semaphore mutex = new Semaphore(1);
    static int counter;

    static void inc() {
        try {
            mutex.acquire();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        try {
            counter++;
        } finally {
            mutex.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        System.out.println(counter + " " + mutex.availablePermits());
    }
}
