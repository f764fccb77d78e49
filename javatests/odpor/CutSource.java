// CutSource: a program on which dpor-cs lost an output while a path a
// don't-do sequence cut ended at the cut (found by TestRandomPrograms
// with GOJPF_RANDOM_PROGRAMS=3000, the generated p1483, 2026-11-28):
// the race detection of the cut path lacked the races after the cut.
// Since then dpor-cs's cut paths run on to the end, uncounted, as the
// others' do (docs/schedulers.md).
public class CutSource {
    static int a, b, c;
    static int[] r0 = new int[3];
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            c = 3;
            c = 3;
        });
        Thread t1 = new Thread(() -> {
            r1[0] = c;
            if (r1[0] > 0) {
                b = b + 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r2[0] = b;
            if (r2[0] > 0) {
                c = c + 1;
            }
            r2[1] = b;
            if (r2[1] > 0) {
                c = c + 1;
            }
            a = 3;
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
