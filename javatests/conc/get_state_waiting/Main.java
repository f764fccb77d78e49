// main spins (with yield) until the other thread is WAITING in Object.wait, then releases it.
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
        while (t.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        System.out.println(t.getState());
        synchronized (lock) {
            go = true;
            lock.notify();
        }
        t.join();
        System.out.println(t.getState());
    }
}
