// A hand-off with wait and notify under one monitor: no race on value.
public class Main {
    static final Object lock = new Object();
    static int value;
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            System.out.println(value);
        });
        t.start();
        value = 7;
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
        t.join();
    }
}
