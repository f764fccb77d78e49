import gov.nasa.jpf.vm.Verify;

// Paper 002 Table 1, pi: N workers each compute their part of a sum for
// pi and add it to a shared total in a synchronized block or, with
// "atomic", in a Verify.beginAtomic/endAtomic block (the C program's
// atomic block: one event). The total is a fixed-point long, so that
// the additions commute exactly. Orders of the additions: N!.
// Usage: Pi N [atomic]
public class Pi {
    static final Object lock = new Object();
    static long total;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean atomic = args.length > 1 && args[1].equals("atomic");
        int steps = 4 * n;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            ts[i] = new Thread(() -> {
                double part = 0;
                for (int j = k; j < steps; j += n) {
                    double m = (j + 0.5) / steps;
                    part += 4.0 / (1.0 + m * m);
                }
                long add = Math.round(part / steps * 1e12);
                if (atomic) {
                    Verify.beginAtomic();
                    total += add;
                    Verify.endAtomic();
                } else {
                    synchronized (lock) {
                        total += add;
                    }
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(total > 3_100_000_000_000L && total < 3_200_000_000_000L);
    }
}
