// Two threads update two keys, each under its key's lock from Guava's
// Striped, and also a running total of all keys under that same lock.
// "a" and "b" fall in different stripes, so the per-key lock does not
// guard the total: one update of it can be lost. The assertion fails on
// that interleaving.
import com.google.common.util.concurrent.Striped;
import java.util.concurrent.locks.Lock;

public class Main {
    static final Striped<Lock> locks = Striped.lock(4);
    static int a, b, total;

    public static void main(String[] args) throws InterruptedException {
        assert locks.get("a") != locks.get("b") : "a and b share a stripe";
        Thread t = new Thread(() -> {
            Lock l = locks.get("b");
            l.lock();
            try {
                b++;
                total++;
            } finally {
                l.unlock();
            }
        });
        t.start();
        Lock l = locks.get("a");
        l.lock();
        try {
            a++;
            total++;
        } finally {
            l.unlock();
        }
        t.join();
        assert total == a + b : "total=" + total + " a=" + a + " b=" + b;
        System.out.println("total=" + total);
    }
}
