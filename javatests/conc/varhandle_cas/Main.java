import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// compareAndSet through a VarHandle on an instance field, from main and a thread.
public class Main {
    static final class Counter {
        volatile int count;
    }

    static final VarHandle COUNT;

    static {
        try {
            COUNT = MethodHandles.lookup().findVarHandle(Counter.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void inc(Counter c) {
        int v;
        do {
            v = (int) COUNT.getVolatile(c);
        } while (!COUNT.compareAndSet(c, v, v + 1));
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
