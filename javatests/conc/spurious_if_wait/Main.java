// `if` instead of `while` around wait, one waiter and one notifier: correct
// as long as wait returns only when notified, wrong once it may also wake
// up by itself, as the JLS (§17.2.1) allows (--spurious-wakeups).
public class Main {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) {
        Thread consumer = new Thread(() -> {
            synchronized (lock) {
                if (!ready) { // bug: must be while
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
                assert ready : "woke up before ready";
            }
        });
        consumer.start();
        synchronized (lock) {
            ready = true;
            lock.notify();
        }
    }
}
