// Paper 002 Table 2, floatingread and floatingread-dif (after Aronis et
// al. 2018): N threads write one shared variable and one more thread
// reads it once, anywhere among the writes; main prints what the reader
// saw (and nothing reads the last value). Orders: (N+1)!; what the
// reader can see, with which writes before it: 1 + N 2^(N-1). Without
// "dif" every writer writes the value x starts with (0), with "dif" its
// own.
// Usage: FloatingRead N [dif]
public class FloatingRead {
    static int x;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        boolean dif = args.length > 1 && args[1].equals("dif");
        Thread[] ts = new Thread[n + 1];
        for (int i = 0; i < n; i++) {
            int v = dif ? i + 1 : 0;
            ts[i] = new Thread(() -> x = v);
        }
        ts[n] = new Thread(() -> seen = x);
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(seen);
    }
}
