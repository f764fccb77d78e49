// The fixed version of if_instead_of_while: while around wait. main is the producer.
public class Main {
    static final Object lock = new Object();
    static boolean full;
    static int slot;
    static int taken1, taken2;

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
            assert full : "took from an empty buffer";
            full = false;
            lock.notifyAll();
            return slot;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c1 = new Thread(() -> {
            try {
                taken1 = take();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        Thread c2 = new Thread(() -> {
            try {
                taken2 = take();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        c1.start();
        c2.start();
        put(1);
        put(2);
        c1.join();
        c2.join();
        System.out.println(taken1 + taken2);
    }
}
