// A two-stage bug in the style of SCTBench's twostage_bad: a writer
// sets data1 under one lock, then data2 = data1 + 1 under another; N
// readers each read data1 under the first lock and, if set, check data2
// under the second. A reader that runs between the writer's two stages
// sees data2 not yet written.
// Usage: Main [N] (default 2 readers)
public class Main {
    static final Object m1 = new Object(), m2 = new Object();
    static int data1, data2;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread writer = new Thread(() -> {
            synchronized (m1) {
                data1 = 1;
            }
            synchronized (m2) {
                data2 = data1 + 1;
            }
        });
        Thread[] readers = new Thread[n];
        for (int i = 0; i < n; i++) {
            readers[i] = new Thread(() -> {
                int t1;
                synchronized (m1) {
                    if (data1 == 0) {
                        return;
                    }
                    t1 = data1;
                }
                synchronized (m2) {
                    if (data2 != t1 + 1) {
                        throw new AssertionError("data2=" + data2);
                    }
                }
            });
        }
        writer.start();
        for (Thread r : readers) {
            r.start();
        }
        writer.join();
        for (Thread r : readers) {
            r.join();
        }
    }
}
