import gov.nasa.jpf.vm.Verify;

// Two atomic sections in a loop: another thread's section can run
// between them (Verify.beginAtomic is a scheduling point, JPF's
// BEGIN_ATOMIC), so the consumer can find the first item and miss the
// second ("1 1 1"), besides taking both or none.
public class Main {
    static int count, taken, missed;

    public static void main(String[] args) throws InterruptedException {
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                Verify.beginAtomic();
                count++;
                Verify.endAtomic();
            }
        });
        Thread consumer = new Thread(() -> {
            for (int i = 0; i < 2; i++) {
                Verify.beginAtomic();
                if (count > 0) {
                    count--;
                    taken++;
                } else {
                    missed++;
                }
                Verify.endAtomic();
            }
        });
        producer.start();
        consumer.start();
        producer.join();
        consumer.join();
        System.out.println(taken + " " + missed + " " + count);
    }
}
