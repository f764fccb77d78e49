// Paper 002 Table 2, lastwrite, lastwrite-dif and lastwrite-2phases
// (after Aronis et al. 2018): N threads write one shared variable; main
// reads it once they have all ended (the observer). Orders of the
// writes: N!; what the observer can see: N. Without "dif" every thread
// writes the value x starts with (0), so that any two writes commute in
// every state (what paper 002's context-sensitive columns need); with
// "dif" each writes a value of its own. With "2phases" each thread
// writes three variables in turn (the paper's counts for
// lastwrite-2phases, (N!)^3 and N^3, are those of three).
// Usage: LastWrite N [dif] [2phases]
public class LastWrite {
    static int x, y, z;

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
                if (phases) {
                    y = v;
                    z = v;
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(phases ? x + " " + y + " " + z : "" + x);
    }
}
