// The correct guarded wait: `while`, not `if`, around wait. A spurious
// wake-up (--spurious-wakeups) only tests the condition once more.
public class Main {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) {
        Thread consumer = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
                assert ready : "woke up before ready";
                System.out.println("consumed");
            }
        });
        consumer.start();
        synchronized (lock) {
            ready = true;
            lock.notify();
        }
    }
}
