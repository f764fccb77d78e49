// CutHidden: a program on which odpor-cs, when it began to check the
// races whose reversal is redundant too, lost an output while the paths
// its don't-do sequences cut still ended at the cut (docs/schedulers.md,
// "Don't-do sequences and wakeup sequences"). A wakeup sequence that
// puts t2's c = 1 before t0's c = 3 runs t2's a = 1, then t1's a = 1,
// and the don't-do sequence of the two a = 1 cuts it there; on the
// explored order (t1's a = 1 first) t1's b = 3 happens before t2's read
// of b through the writes of a, so only the cut path, gone on, has that
// race. The generated program p140 of TestRandomPrograms. Outputs (c,
// what t2 read): "1 0", "2 3", "3 0", "3 3", "4 3"; "3 0" needs t2 to
// read b before t1 writes it and t0 to write c last.
public class CutHidden {
    static int a, b, c;
    static int[] r = new int[1];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            c = 3;
        });
        Thread t1 = new Thread(() -> {
            b = 3;
            a = 1;
        });
        Thread t2 = new Thread(() -> {
            a = 1;
            c = 1;
            r[0] = b;
            if (r[0] > 0) {
                c = c + 1;
            }
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(c + " " + r[0]);
    }
}
