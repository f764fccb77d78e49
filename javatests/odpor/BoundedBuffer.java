// Paper 002 Table 1, boundedbuffer: a producer puts N items into a
// shared buffer and a consumer takes N, each step a synchronized block
// (the C program's atomic blocks); a take from an empty buffer takes
// nothing. Orders of the 2N steps: C(2N, N).
// Usage: BoundedBuffer N
public class BoundedBuffer {
    static final Object lock = new Object();
    static int count, taken, missed;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        Thread producer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                synchronized (lock) {
                    count++;
                }
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                synchronized (lock) {
                    if (count > 0) {
                        count--;
                        taken++;
                    } else {
                        missed++;
                    }
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(taken + " " + missed + " " + count);
    }
}
