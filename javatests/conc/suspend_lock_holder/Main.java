// main suspends a thread that may be holding a lock main then needs:
// suspension keeps monitors, so main blocks for ever (a deadlock) when the
// suspend comes while the thread is inside its synchronized block.
@SuppressWarnings("removal")
public class Main {
    static final Object lock = new Object();
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                count++;
            }
        });
        t.start();
        t.suspend();
        synchronized (lock) {
            count++;
        }
        t.resume();
        t.join();
        System.out.println(count);
    }
}
