// An exception escaping a non-main thread's run is a violation, even though main ends normally.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw new IllegalStateException("boom");
        });
        t.start();
        t.join();
        System.out.println("main done");
    }
}
