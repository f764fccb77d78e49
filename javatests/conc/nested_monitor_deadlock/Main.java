// Nested monitor lockout: the waiter waits on `inner` while still holding `outer`,
// so the notifier can never reach the notify.
public class Main {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread notifier = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    go = true;
                    inner.notify();
                }
            }
        });
        Thread waiter = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    try {
                        while (!go) {
                            inner.wait(); // releases inner only, not outer
                        }
                    } catch (InterruptedException e) {
                        throw new AssertionError(e);
                    }
                }
            }
        });
        notifier.start();
        waiter.start();
        notifier.join();
        waiter.join();
        System.out.println("done");
    }
}
