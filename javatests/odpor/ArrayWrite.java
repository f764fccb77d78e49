// Paper 002 Table 2, arraywrite (§5.2: "4*N processes writing an N-array
// and two processes reading the first two positions"; the paper gives
// no source): writer k of 4N writes array[k % N], so four writers share
// each position, and two readers read array[0] and array[1]; main
// prints what they read. W, if given, is the number of writers per
// position instead of 4 (W = 1, 2: programs small enough for tests). Every writer writes the value the array starts
// with (0), so that any two accesses commute in every state, as the
// paper's DPOR_cs count of 1 says of its program.
// Usage: ArrayWrite N [W] (N >= 2)
public class ArrayWrite {
    static int[] array;
    static int r0 = -1, r1 = -1;

    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        int w = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        array = new int[n];
        Thread[] ts = new Thread[w * n + 2];
        for (int k = 0; k < w * n; k++) {
            int i = k % n;
            ts[k] = new Thread(() -> array[i] = 0);
        }
        ts[w * n] = new Thread(() -> r0 = array[0]);
        ts[w * n + 1] = new Thread(() -> r1 = array[1]);
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(r0 + " " + r1);
    }
}
