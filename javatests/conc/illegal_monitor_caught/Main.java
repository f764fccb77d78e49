// wait and notify without the monitor throw IllegalMonitorStateException, which the program catches.
public class Main {
    static final Object lock = new Object();
    static boolean caughtInThread;

    public static void main(String[] args) throws InterruptedException {
        try {
            lock.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: IllegalMonitorStateException");
        }
        Thread t = new Thread(() -> {
            try {
                lock.notifyAll();
            } catch (IllegalMonitorStateException e) {
                caughtInThread = true;
            }
        });
        t.start();
        t.join();
        System.out.println("notifyAll in thread: " + caughtInThread);
    }
}
