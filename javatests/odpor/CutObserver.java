// CutObserver: the smallest program we found on which paper 002's
// Algorithm 2 (odpor-cs-ob), with the check modulo observability (§4.3)
// made on a path that a don't-do sequence cut, never prints one of its
// outputs (docs/schedulers.md, "Context-sensitive independence").
//
// t0 writes c = 2 and reads c (both branches of the test lead to the same
// state), t1 writes c = 1, main prints c once both have ended. Outputs: 1
// and 2. The output 2 needs t1's write before t0's. Minimised from the
// generated program o9 of TestODPOROptimal.
public class CutObserver {
    static int b, c;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            c = 2;
            if (c > 0) {
                b = 1;
            }
        });
        Thread t1 = new Thread(() -> {
            c = 1;
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println(c);
    }
}
