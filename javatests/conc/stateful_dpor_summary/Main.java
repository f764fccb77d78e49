// Three threads on three static fields. Dynamic partial-order reduction
// with state matching but without summaries of the matched states'
// subtrees misses orders here: it matches a state reached through another
// order and never checks the accesses below it against that order's
// transitions (found by random testing; --por=clockvector must find all
// six outcomes, as none does).
public class Main {
    static int a, b, c;
    static int seenB, seenA;

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> {
            seenB = b;
            if (seenB > 0) {
                a = a + 1;
            }
            c = 3;
        });
        Thread t1 = new Thread(() -> {
            c = 1;
            b = 1;
        });
        Thread t2 = new Thread(() -> {
            c = 3;
            seenA = a;
            if (seenA > 0) {
                c = c + 1;
            }
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(a + " " + c + " " + seenB + " " + seenA);
    }
}
