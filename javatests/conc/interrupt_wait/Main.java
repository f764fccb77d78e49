// Interrupting a thread in wait() (or about to wait) makes wait throw InterruptedException.
public class Main {
    static final Object lock = new Object();
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    result = "interrupted " + Thread.currentThread().isInterrupted();
                }
            }
        });
        t.start();
        t.interrupt();
        t.join();
        System.out.println(result);
    }
}
