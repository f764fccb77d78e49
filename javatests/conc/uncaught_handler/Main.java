// A per-thread uncaught-exception handler receives the exception: no violation.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw new IllegalStateException("boom");
        });
        t.setUncaughtExceptionHandler((th, e) -> System.out.println(th.getName() + ": " + e.getMessage()));
        t.start();
        t.join();
        System.out.println("done");
    }
}
