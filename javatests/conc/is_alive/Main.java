// isAlive: false before start, true while running (the thread cannot end before main lets it), false after join.
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
        System.out.println(t.isAlive());
        t.start();
        System.out.println(t.isAlive());
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        t.join();
        System.out.println(t.isAlive());
    }
}
