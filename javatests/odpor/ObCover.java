// ObCover: the generated p1380 of TestRandomPrograms
// (GOJPF_RANDOM_PROGRAMS=3000, GOJPF_RANDOM_SEED=5000, 2026-11-28),
// cut down to the statements its miss needs. t1's read of b and t0's
// b = 1 commute after t1's own b = 1, so odpor-cs-ob cut t0 at once
// there; a reversal covered by that cut branch (cutAtOnce) was never
// explored, and odpor-cs-ob and odpor-cs-ob-inherit never printed
// "0 3 2 [0, 1, 0] [0, 0, 0]": t1 reads b = 1, then b = 2, t2 reads
// c = 0, and t0's b = 1 falls between t1's second read and its write.
public class ObCover {
    static int b, c;
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            c = 2;
            b = 1;
        });
        Thread t1 = new Thread(() -> {
            b = 1;
            r1[1] = b;
            if (r1[1] > 0) {
                b = b + 1;
            }
        });
        Thread t2 = new Thread(() -> {
            b = 2;
            r2[2] = c;
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println("0 " + b + " " + c + " " + java.util.Arrays.toString(r1) + " " + java.util.Arrays.toString(r2));
    }
}
