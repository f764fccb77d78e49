// The default uncaught-exception handler itself throws. HotSpot prints
// "Exception: java.lang.NullPointerException thrown from the
// UncaughtExceptionHandler in thread ..." and goes on: the exception
// escaped every handler, an uncaught exception (JPF's
// ThreadExceptionHandlerTest.testHandlerThrowsExc).
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> {
            throw new IllegalStateException("in the worker");
        });
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            Object o = null;
            o.hashCode();
        });
        w.start();
        w.join();
        System.out.println("main done");
    }
}
