// The limiter of guava_ratelimiter_try created lazily with
// check-then-act on a plain field: both threads can find it null and
// create one each, and then each gets the first permit of its own
// limiter. The assertion that at most one permit was granted fails on
// that interleaving.
import com.google.common.util.concurrent.RateLimiter;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    static RateLimiter limiter;
    static final AtomicInteger granted = new AtomicInteger();

    static RateLimiter limiter() {
        if (limiter == null) {
            limiter = RateLimiter.create(1.0);
        }
        return limiter;
    }

    static void request() {
        if (limiter().tryAcquire()) {
            granted.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::request);
        t.start();
        request();
        t.join();
        assert granted.get() <= 1 : "granted=" + granted;
        System.out.println("granted=" + granted);
    }
}
