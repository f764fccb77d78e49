import gov.nasa.jpf.vm.Verify;

// A program run several times from one booted VM (jvm.VM.StartFrom): its
// static field, Verify's search-global counter and its threads must start
// afresh each time.
public class Main {
    static int runs;

    public static void main(String[] args) throws InterruptedException {
        runs++;
        int c = Verify.incrementCounter(0);
        int[] n = new int[1];
        Thread t = new Thread(new Runnable() { public void run() { n[0]++; } });
        t.start();
        n[0]++;
        t.join();
        System.out.println(args[0] + " runs=" + runs + " first=" + (c == 1) + " n=" + n[0]);
    }
}
