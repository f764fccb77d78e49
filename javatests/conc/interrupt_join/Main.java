// join throws InterruptedException when the joining thread is interrupted.
public class Main {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread mainThread = Thread.currentThread();
        Thread t = new Thread(() -> {
            mainThread.interrupt();
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
        try {
            t.join(); // t cannot end before go is set, so only the interrupt ends this join
            System.out.println("joined");
        } catch (InterruptedException e) {
            System.out.println("join interrupted");
        }
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        t.join();
        System.out.println("end");
    }
}
