// Paper 002 Table 1, pi: N workers each compute their part of a sum for
// pi and add it to a shared total in a synchronized block (the C
// program's atomic block). Orders of the additions: N!.
// Usage: Pi N
public class Pi {
    static final Object lock = new Object();
    static double total;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
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
                synchronized (lock) {
                    total += part / steps;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(total > 3.1 && total < 3.2);
    }
}
