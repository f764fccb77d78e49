// Paper 002 Table 2, lastwrite and lastwrite-dif (after Aronis et al.
// 2018): N threads write one shared variable; main reads it once they
// have all ended (the observer). Orders of the writes: N!; what the
// observer can see: N. Without "dif" every thread writes the value x
// starts with (0), so that any two writes commute in every state (what
// paper 002's context-sensitive columns need); with "dif" each writes a
// value of its own.
// Usage: LastWrite N [dif]
public class LastWrite {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean dif = args.length > 1 && args[1].equals("dif");
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int v = dif ? i + 1 : 0;
            ts[i] = new Thread(() -> x = v);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(x);
    }
}
