import gov.nasa.jpf.vm.Verify;

// A data choice decides whether a second thread runs.
public class Main {
    static int count;

    static synchronized void inc() {
        count++;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = null;
        if (Verify.random(1) == 1) {
            t = new Thread(Main::inc);
            t.start();
        }
        inc();
        if (t != null) {
            t.join();
        }
        synchronized (Main.class) {
            System.out.println(count);
        }
    }
}
