// Paper 002 Table 2, abs, abs-dif and abs-2phases (after Aronis et al.
// 2018, Fig. 1, for N threads): each thread writes x, then y (with
// "2phases" then z, then w too); main reads them once all have ended.
// Orders: (N!)^2, with two phases (N!)^4. Without "dif" every thread
// writes the value the variables start with (0), with "dif" its own.
// Usage: Abs N [dif] [2phases]
public class Abs {
    static int x, y, z, w;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean dif = false, twoPhases = false;
        for (int i = 1; i < args.length; i++) {
            dif |= args[i].equals("dif");
            twoPhases |= args[i].equals("2phases");
        }
        boolean phases = twoPhases;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int v = dif ? i + 1 : 0;
            ts[i] = new Thread(() -> {
                x = v;
                y = v;
                if (phases) {
                    z = v;
                    w = v;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(x + " " + y + " " + z + " " + w);
    }
}
