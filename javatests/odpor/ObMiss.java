// ObMiss: the generated p2938 of TestRandomPrograms
// (GOJPF_RANDOM_PROGRAMS=3000, GOJPF_RANDOM_SEED=5000, 2026-11-28), on
// which odpor-cs-ob and odpor-cs-ob-inherit print 42 of the 44 outputs
// --por=none prints: a known miss, not analysed yet
// (docs/schedulers.md, "Soundness"). The other schedulers print all 44,
// and TestODPORCutObserver checks that they do.
public class ObMiss {
    static int a, b, c;
    static int[] r0 = new int[3];
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            r0[0] = b;
            if (r0[0] > 0) {
                c = c + 1;
            }
            a = 2;
            r0[2] = b;
            if (r0[2] > 0) {
                b = b + 1;
            }
        });
        Thread t1 = new Thread(() -> {
            b = 3;
            b = 3;
        });
        Thread t2 = new Thread(() -> {
            r2[0] = a;
            if (r2[0] > 0) {
                c = c + 1;
            }
            c = 1;
            b = 1;
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(a + " " + b + " " + c + " " + java.util.Arrays.toString(r0) + " " + java.util.Arrays.toString(r1) + " " + java.util.Arrays.toString(r2));
    }
}
