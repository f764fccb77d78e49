import gov.nasa.jpf.vm.Verify;

// setShared(o, false) with freezeSharedness tells the jpf scheduler that
// o is not shared (an unsound hint, as in JPF): its lost update goes
// unexplored. isShared follows the VM's exposure.
public class Main {
    static class Counter {
        int n;
    }

    static Counter c;

    public static void main(String[] args) throws InterruptedException {
        Counter local = new Counter();
        boolean before = Verify.isShared(local);
        c = local;
        boolean after = Verify.isShared(local);
        if (args.length > 0) {
            Verify.setShared(c, false);
            Verify.freezeSharedness(c, true);
        }
        Thread t = new Thread(() -> c.n++);
        t.start();
        c.n++;
        t.join();
        System.out.println(before + " " + after + " " + c.n);
    }
}
