// CSMiss: the generated p2288 of TestRandomPrograms
// (GOJPF_RANDOM_PROGRAMS=3000, 2026-11-28), on which odpor-cs,
// odpor-cs-inherit and dpor-cs printed 66 of the 81 outputs --por=none
// prints: a reversal began with a thread that a don't-do sequence cut
// at once (BlockedInitial is the same miss, cut down).
public class CSMiss {
    static int a, b, c;
    static int[] r0 = new int[3];
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            b = 2;
            r0[1] = b;
            if (r0[1] > 0) {
                c = c + 1;
            }
            r0[2] = c;
            if (r0[2] > 0) {
                a = a + 1;
            }
        });
        Thread t1 = new Thread(() -> {
            b = 2;
            a = 1;
            c = 3;
        });
        Thread t2 = new Thread(() -> {
            r2[0] = a;
            if (r2[0] > 0) {
                a = a + 1;
            }
            r2[1] = a;
            if (r2[1] > 0) {
                b = b + 1;
            }
            a = 1;
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
