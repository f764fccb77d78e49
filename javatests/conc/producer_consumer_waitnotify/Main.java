// main produces, one consumer consumes, through a one-slot buffer guarded by wait/notifyAll in while loops.
public class Main {
    static final Object lock = new Object();
    static boolean full;
    static int slot;
    static int first, second;

    static void put(int v) throws InterruptedException {
        synchronized (lock) {
            while (full) {
                lock.wait();
            }
            slot = v;
            full = true;
            lock.notifyAll();
        }
    }

    static int take() throws InterruptedException {
        synchronized (lock) {
            while (!full) {
                lock.wait();
            }
            full = false;
            lock.notifyAll();
            return slot;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread consumer = new Thread(() -> {
            try {
                first = take();
                second = take();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        consumer.start();
        put(1);
        put(2);
        consumer.join();
        System.out.println(first + " " + second);
    }
}
