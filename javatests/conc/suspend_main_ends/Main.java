// main suspends a (non-daemon) thread and ends without resuming it: the
// JVM waits for that thread for ever, a deadlock.
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) {
        Thread t = new Thread(() -> System.out.println("t ran"));
        t.start();
        t.suspend();
        System.out.println("main ends");
    }
}
