import gov.nasa.jpf.vm.Verify;

// A value chosen from a list races with main's update of a shared field:
// every value and every lost update is explored.
public class Main {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        int v = Verify.getIntFromList(1, 3);
        Thread t = new Thread(() -> x += v);
        t.start();
        x += 10;
        t.join();
        System.out.println(x);
    }
}
