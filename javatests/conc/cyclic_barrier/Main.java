import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

// A two-party CyclicBarrier (main and one thread) with a barrier action: after the barrier
// each party sees the other's write.
public class Main {
    static int trips;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> trips++);
    static int a, b;
    static int seenByMain, seenByT;

    static void await() {
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialise that class
        // before there is a second thread, so its class initialisation is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        Thread t = new Thread(() -> {
            b = 2;
            await();
            seenByT = a;
        });
        t.start();
        a = 1;
        await();
        seenByMain = b;
        t.join();
        System.out.println(seenByMain + " " + seenByT + " " + trips);
    }
}
