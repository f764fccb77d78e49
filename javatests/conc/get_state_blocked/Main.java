// main holds a monitor and spins until the other thread is BLOCKED entering it.
public class Main {
    static final Object lock = new Object();
    static boolean entered;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                entered = true;
            }
        });
        synchronized (lock) {
            t.start();
            while (t.getState() != Thread.State.BLOCKED) {
                Thread.yield();
            }
            System.out.println(t.getState() + " " + entered);
        }
        t.join();
        System.out.println(t.getState() + " " + entered);
    }
}
