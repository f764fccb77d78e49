import java.lang.reflect.Field;
import sun.misc.Unsafe;

// sun.misc.Unsafe compareAndSwapInt on an instance field, as pre-VarHandle libraries do.
public class Main {
    static final class Counter {
        volatile int count;
    }

    static final Unsafe U;
    static final long COUNT;

    static {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            U = (Unsafe) f.get(null);
            COUNT = U.objectFieldOffset(Counter.class.getDeclaredField("count"));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void inc(Counter c) {
        int v;
        do {
            v = U.getIntVolatile(c, COUNT);
        } while (!U.compareAndSwapInt(c, COUNT, v, v + 1));
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Thread t = new Thread(() -> inc(c));
        t.start();
        inc(c);
        t.join();
        System.out.println(c.count);
    }
}
