// A thread waits for a flag under a monitor; main looks once at its state
// before setting the flag: RUNNABLE (not waiting yet, or not any more) or
// WAITING. The DPORs must see the waiting as a write of the state that
// getState reads, or they find only RUNNABLE.
public class Main {
    static final Object lock = new Object();
    static boolean go;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                while (!go) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        });
        t.start();
        Thread.State s = t.getState();
        synchronized (lock) {
            go = true;
            lock.notifyAll();
        }
        t.join();
        System.out.println(s);
    }
}
