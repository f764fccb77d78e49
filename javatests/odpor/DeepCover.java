// DeepCover: the generated p2938 of TestRandomPrograms
// (GOJPF_RANDOM_PROGRAMS=3000, GOJPF_RANDOM_SEED=5000, 2026-11-28), on
// which odpor-cs-ob and odpor-cs-ob-inherit printed 42 of the 44 outputs
// --por=none prints. Cut down, the miss needs t0: r0[0] = b; a = 2;
// r0[2] = b, t1: b = 3 twice, t2: r2[0] = a; b = 1. After t1's first
// b = 3, t0's read of b and t1's second b = 3 commute, so once t0 has
// read, t1 is cut at once until something depends on its write. A
// reversal (t2's b = 1 before t0's second read) was taken as covered by
// a branch below the point (t2's step, then t1's b = 3, which commutes
// with t2's b = 1 when no read sees them), and that branch was cut at
// t1's step: the output where t0 reads 3 and then t2's 1 and t1 writes
// last was never printed. A wakeup branch covers a reversal only where
// the don't-do set as it goes down the tree does not cut it at once.
public class DeepCover {
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
