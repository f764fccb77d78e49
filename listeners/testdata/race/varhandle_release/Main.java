import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

// Release/acquire through a VarHandle on a plain field: no race on data.
public class Main {
    static int data;
    static boolean ready;
    static final VarHandle READY;

    static {
        try {
            READY = MethodHandles.lookup().findStaticVarHandle(Main.class, "ready", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            if ((boolean) READY.getAcquire()) {
                System.out.println(data);
            }
        });
        t.start();
        data = 5;
        READY.setRelease(true);
    }
}
