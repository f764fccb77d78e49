// DndWakeup: a program on which odpor-cs, taking a wakeup branch whose
// thread is a don't-do sequence of one there and stopping after its
// event (paper 002 Algorithm 1, lines 15-16), never printed
// "2 3 3 0 3 1" (docs/schedulers.md, "Don't-do sequences and wakeup
// sequences"): the executions the branch stands for include some that
// run that thread later, which only the race detection of the paths
// below the branch finds. The generated program p977 of
// TestRandomPrograms (with N=1000), printing the elements its threads
// write: a, b, c, r0[0], r1[1], r2[1].
public class DndWakeup {
    static int a, b, c;
    static int[] r0 = new int[3];
    static int[] r1 = new int[3];
    static int[] r2 = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            r0[0] = a;
            if (r0[0] > 0) {
                b = b + 1;
            }
            a = 2;
            b = 3;
        });
        Thread t1 = new Thread(() -> {
            c = 3;
            r1[1] = c;
            if (r1[1] > 0) {
                b = b + 1;
            }
        });
        Thread t2 = new Thread(() -> {
            a = 2;
            r2[1] = b;
            if (r2[1] > 0) {
                a = a + 1;
            }
        });
        t0.start();
        t1.start();
        t2.start();
        t0.join();
        t1.join();
        t2.join();
        System.out.println(a + " " + b + " " + c + " " + r0[0] + " " + r1[1] + " " + r2[1]);
    }
}
