// Two threads ask a Guava RateLimiter of one permit a second for a permit
// without waiting (tryAcquire). The limiter hands out the first permit at
// once and the next only a second later, so exactly one thread gets one
// (gojpf's model time advances a millisecond per clock reading, never a
// second here).
import com.google.common.util.concurrent.RateLimiter;
import java.util.concurrent.atomic.AtomicInteger;

public class Main {
    public static void main(String[] args) throws InterruptedException {
        RateLimiter limiter = RateLimiter.create(1.0);
        AtomicInteger granted = new AtomicInteger();
        Thread t = new Thread(() -> {
            if (limiter.tryAcquire()) {
                granted.incrementAndGet();
            }
        });
        t.start();
        if (limiter.tryAcquire()) {
            granted.incrementAndGet();
        }
        t.join();
        System.out.println("granted=" + granted);
    }
}
