// The default uncaught-exception handler receives an exception from a named thread.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread.setDefaultUncaughtExceptionHandler((th, e) ->
                System.out.println("default handler: " + th.getName() + " " + e.getClass().getName()));
        Thread t = new Thread(() -> {
            Object o = null;
            o.hashCode();
        }, "worker");
        t.start();
        t.join();
        System.out.println("done");
    }
}
