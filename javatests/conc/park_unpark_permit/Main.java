import java.util.concurrent.locks.LockSupport;

// Permit semantics: unpark before park makes park return at once; parkNanos returns after its time.
public class Main {
    public static void main(String[] args) {
        LockSupport.unpark(Thread.currentThread());
        LockSupport.park();
        System.out.println("returned");
        LockSupport.parkNanos(1_000_000L);
        System.out.println("timed");
    }
}
