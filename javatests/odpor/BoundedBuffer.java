import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, boundedbuffer: a producer puts N items into a
// shared buffer and a consumer takes N, each step a synchronized block
// or, with "atomic", a Verify.beginAtomic/endAtomic block (the C
// program's atomic blocks: one event each); a take from an empty buffer
// takes nothing. Orders of the 2N steps: C(2N, N).
// Usage: BoundedBuffer N [atomic]
public class BoundedBuffer {
    static final Object lock = new Object();
    static int count, taken, missed;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean atomic = args.length > 1 && args[1].equals("atomic");
        Thread producer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                if (atomic) {
                    Verify.beginAtomic();
                    count++;
                    Verify.endAtomic();
                } else {
                    synchronized (lock) {
                        count++;
                    }
                }
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < n; i++) {
                if (atomic) {
                    Verify.beginAtomic();
                    take();
                    Verify.endAtomic();
                } else {
                    synchronized (lock) {
                        take();
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

    static void take() {
        if (count > 0) {
            count--;
            taken++;
        } else {
            missed++;
        }
    }
}
