import java.util.concurrent.LinkedBlockingQueue;

// One item through a LinkedBlockingQueue; the consumer blocks in take until it arrives.
public class Main {
    static final LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
    static String got;

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
        q.put("item");
        consumer.join();
        System.out.println(got + " " + q.size());
    }
}
