// A spin loop that creates a capturing lambda every round and runs it.
public class Main {
    static volatile boolean flag;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        int k = 5;
        while (!flag) {
            Runnable r = () -> seen = k;
            r.run();
        }
        t.join();
        System.out.println(seen);
    }
}
