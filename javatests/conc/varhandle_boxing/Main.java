import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// VarHandle calls whose call sites box: compareAndSet on an Object field
// with int arguments (boxed through Integer.valueOf before the access, so
// that a transition can end at the access after the boxing calls ran) and
// getAndAdd on a long field whose result is used as an Object (boxed after
// the access), from main and a thread.
public class Main {
    static final class Slot {
        Object winner;
        long sum;
    }

    static final VarHandle WINNER;
    static final VarHandle SUM;

    static {
        try {
            WINNER = MethodHandles.lookup().findVarHandle(Slot.class, "winner", Object.class);
            SUM = MethodHandles.lookup().findVarHandle(Slot.class, "sum", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static void work(Slot s, int id) {
        WINNER.compareAndSet(s, null, 1000 * id);
        Object before = SUM.getAndAdd(s, id);
        if (!(before instanceof Long)) {
            throw new AssertionError("boxed as " + before.getClass());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Slot s = new Slot();
        Thread t = new Thread(() -> work(s, 2));
        t.start();
        work(s, 1);
        t.join();
        System.out.println(WINNER.get(s) + " " + s.sum);
    }
}
