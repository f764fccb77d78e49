import java.util.concurrent.ArrayBlockingQueue;

// Producer/consumer through an ArrayBlockingQueue of capacity 1: main produces one item, the
// consumer takes it, blocking in take when it comes first. (Two items, so that put blocks too,
// take more states than the unreduced search manages quickly.)
public class Main {
    static final ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
    static int got;

    public static void main(String[] args) throws Exception {
        // Condition.await blocks through ForkJoinPool.managedBlock: initialise that class
        // before there is a second thread, so its class initialisation is not interleaved.
        Class.forName("java.util.concurrent.ForkJoinPool");
        Thread consumer = new Thread(() -> {
            try {
                got = q.take();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        consumer.start();
        q.put(1);
        consumer.join();
        System.out.println(got + " " + q.size());
    }
}
