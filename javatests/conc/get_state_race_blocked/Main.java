// main holds a monitor, starts a thread that enters it and looks once at
// the thread's state: RUNNABLE if it has not tried yet, BLOCKED if it has.
// The DPORs must see the other thread's blocking as a write of the state
// that getState reads, or they find only RUNNABLE.
public class Main {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
            }
        });
        Thread.State s;
        synchronized (lock) {
            t.start();
            s = t.getState();
        }
        t.join();
        System.out.println(s);
    }
}
