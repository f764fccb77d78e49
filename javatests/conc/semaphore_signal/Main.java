import java.util.concurrent.Semaphore;

// Semaphore(0) as a one-shot signal from a worker to main.
public class Main {
    static final Semaphore done = new Semaphore(0);
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            result = 3 * 3;
            done.release();
        });
        worker.start();
        done.acquire();
        int r = result; // visible: release happens-before the acquire that sees the permit
        worker.join(); // before printing: keeps the worker's exit out of println's interleavings
        System.out.println("done " + r);
    }
}
