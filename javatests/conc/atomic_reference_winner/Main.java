import java.util.concurrent.atomic.AtomicReference;

// A thread (A) and main (B) race to set an AtomicReference from null; either may win, the loser sees the winner.
public class Main {
    static final AtomicReference<String> winner = new AtomicReference<>();
    static String lostA, lostB;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            if (!winner.compareAndSet(null, "A")) {
                lostA = "A";
            }
        });
        a.start();
        if (!winner.compareAndSet(null, "B")) {
            lostB = "B";
        }
        a.join();
        System.out.println(winner.get() + " beat " + (lostA != null ? lostA : lostB));
    }
}
