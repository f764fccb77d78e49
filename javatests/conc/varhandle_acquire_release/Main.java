import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// Release/acquire publication through a VarHandle on a plain boolean field.
public class Main {
    static int data;
    static boolean ready;
    static int seen;

    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findStaticVarHandle(Main.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> seen = (boolean) READY.getAcquire() ? data : -1);
        reader.start();
        data = 5;
        READY.setRelease(true);
        reader.join();
        System.out.println(seen);
    }
}
