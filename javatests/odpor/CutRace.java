// CutRace: a program on which paper 002's Algorithm 2 (odpor-cs-ob),
// detecting the races of a path that a don't-do sequence cut as on any
// path, never prints one of its outputs (docs/schedulers.md,
// "Context-sensitive independence"): two writes of a race whose observer
// comes after the cut do not race on the cut path. The generated program
// o179 of TestODPOROptimal. Outputs: "1 1 1", "2 1 1", "2 1 2"; "1 1 1"
// needs t0 to read b before t1 writes it and to write a after t1's
// last write of a.
public class CutRace {
    static int a, b, c;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            a = b + 1;
            c = 1;
        });
        Thread t1 = new Thread(() -> {
            c = 2;
            if (c > 0) {
                a = 2;
            }
            b = 1;
            a = 2;
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println(a + " " + b + " " + c);
    }
}
