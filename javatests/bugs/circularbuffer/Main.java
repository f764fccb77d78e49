// A circular buffer in the style of SCTBench's circular_buffer_bad: a
// producer and a consumer share a buffer of 4 slots with a count that
// each updates without a lock (read, then write back), so an update can
// be lost and the consumer can take a slot the producer has not filled.
// Usage: Main [N] (default 3 items)
public class Main {
    static final int[] buf = new int[4];
    static int count, first, next;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= n; i++) {
                if (count < buf.length) {
                    buf[next] = i;
                    next = (next + 1) % buf.length;
                    int c = count;
                    count = c + 1;
                }
            }
        });
        Thread consumer = new Thread(() -> {
            int expect = 1;
            for (int i = 0; i < n; i++) {
                if (count > 0) {
                    int v = buf[first];
                    if (v != expect) {
                        throw new AssertionError("took " + v + ", want " + expect);
                    }
                    buf[first] = 0;
                    expect++;
                    first = (first + 1) % buf.length;
                    int c = count;
                    count = c - 1;
                }
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
    }
}
