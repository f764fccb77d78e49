// notifyAll wakes every waiter; each re-checks the condition and finishes.
public class Main {
    static final Object lock = new Object();
    static boolean go;
    static int done;

    static void waitForGo() {
        synchronized (lock) {
            try {
                while (!go) {
                    lock.wait();
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            done++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread w1 = new Thread(Main::waitForGo);
        Thread w2 = new Thread(Main::waitForGo);
        w1.start();
        w2.start();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        w1.join();
        w2.join();
        System.out.println(done);
    }
}
