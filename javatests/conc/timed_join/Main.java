// A timed join on a thread that cannot end yet must time out; an untimed join after releasing it returns.
public class Main {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!go) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
        });
        t.start();
        t.join(10);
        System.out.println(t.isAlive());
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        t.join();
        System.out.println("done");
    }
}
