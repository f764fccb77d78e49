import gov.nasa.jpf.vm.Verify;

// breakTransition ends the transition with a choice of the calling thread
// alone (JPF's BreakGenerator); breakTransition(reason, min, max) is a data
// choice even of one value.
public class Main {
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Verify.breakTransition("before start");
        int k = Verify.breakTransition("one value", 1, 1);
        Thread t = new Thread(() -> shared += 10);
        t.start();
        shared += k;
        t.join();
        System.out.println(shared);
        assert false : "show the trace";
    }
}
