// CutCover: the generated p541 of TestRandomPrograms
// (GOJPF_RANDOM_PROGRAMS=3000, 2026-11-28), cut down to the statements
// its miss needs. The writes b = 2 of t0 and t1 commute, and so do t0's
// read of b and t1's b = 2, so after t1's b = 2 a context-sensitive
// scheduler cuts t0 at once until someone writes b again. A race then
// asks for t2's reads of a and b before t1's b = b + 1, and the reversal
// was taken as explored because t0 (its weak initial: its read of b
// commutes with t2's reads) was a choice there, but t0's branch was cut
// at once and never reached the orders its race detection would have
// found. odpor-cs-inherit never printed "3 4 0 [0, 0, 3] [0, 0, 3]
// [0, 2, 0]": t2 reads a = 2 and b = 2 before t0 and t1 read b = 3.
public class CutCover {
    static int a, b;
    static int[] r0 = new int[3];
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            b = 2;
            r0[2] = b;
            if (r0[2] > 0) {
                a = a + 1;
            }
        });
        Thread t1 = new Thread(() -> {
            b = 2;
            a = 2;
            r1[2] = b;
            if (r1[2] > 0) {
                b = b + 1;
            }
        });
        Thread t2 = new Thread(() -> {
            r2[1] = a;
            if (r2[1] > 0) {
                b = b + 1;
            }
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(a + " " + b + " 0 " + java.util.Arrays.toString(r0) + " " + java.util.Arrays.toString(r1) + " " + java.util.Arrays.toString(r2));
    }
}
