// A thread busy-waits on the clock (a loop without a scheduling point) while main waits for
// it: every clock reading advances model time, so the wait ends.
public class Main {
    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            long end = System.currentTimeMillis() + 5;
            while (System.currentTimeMillis() < end) {
                // spin
            }
            done = true;
        });
        t.start();
        t.join();
        System.out.println(done);
    }
}
