// Paper 002 Table 2, floatingread, floatingread-dif and
// floatingread-2phases (after Aronis et al. 2018): N threads write one
// shared variable and one more thread reads it once, anywhere among the
// writes; main prints what the reader saw (and nothing reads the last
// value). Orders: (N+1)!; what the reader can see, with which writes
// before it: 1 + N 2^(N-1). Without "dif" every writer writes the value
// x starts with (0), with "dif" its own. With "2phases" the pattern
// runs twice, on x and then on y: the counts are squared.
// Usage: FloatingRead N [dif] [2phases]
public class FloatingRead {
    static int x, y;
    static int seen = -1, seenY = -1;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean dif = false, twoPhases = false;
        for (int i = 1; i < args.length; i++) {
            dif |= args[i].equals("dif");
            twoPhases |= args[i].equals("2phases");
        }
        boolean phases = twoPhases;
        Thread[] ts = new Thread[n + 1];
        for (int i = 0; i < n; i++) {
            int v = dif ? i + 1 : 0;
            ts[i] = new Thread(() -> {
                x = v;
                if (phases) {
                    y = v;
                }
            });
        }
        ts[n] = new Thread(() -> {
            seen = x;
            if (phases) {
                seenY = y;
            }
        });
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(phases ? seen + " " + seenY : "" + seen);
    }
}
