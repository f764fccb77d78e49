// CondCut: the generated o4 of TestODPOROptimal (GOJPF_LONG=1), without
// a variable it does not need. Under observers a don't-do sequence may go
// down the tree past an event whose only conflict with the sequence's
// last event is that both write one variable: the two writes commute
// when nothing reads the variable after them, so the cut the sequence
// then makes holds only on that condition (odEvent.cond), and main reads
// b at the end. Taken without the condition (every such cut holding),
// odpor-cs-ob and odpor-cs-ob-inherit printed 2 of the 3 outputs, never
// "3 3": t0 reads a = 2 and writes b = 3 after t1's b = 1.
public class CondCut {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> {
            b = a + 1;
        });
        Thread t1 = new Thread(() -> {
            b = 2;
            a = 2;
            a = a + 1;
            if (b > 0) {
                b = 1;
            }
        });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println(a + " " + b);
    }
}
