import gov.nasa.jpf.vm.Verify;

// Verify.beginAtomic/endAtomic make an unsynchronised increment atomic for the model checker.
public class Main {
    static int counter;

    static void inc() {
        Verify.beginAtomic();
        counter++;
        Verify.endAtomic();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        System.out.println(counter);
    }
}
