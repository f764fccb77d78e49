// A daemon thread waiting forever does not keep the program alive (and is no deadlock).
public class Main {
    static final Object lock = new Object();

    public static void main(String[] args) {
        Thread d = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
        });
        d.setDaemon(true);
        d.start();
        System.out.println(d.isDaemon() + " " + Thread.currentThread().isDaemon());
        System.out.println("main done");
    }
}
