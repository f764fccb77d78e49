// The scheduling points hb.Of names: a field shared by two threads, a
// monitor locked reentrantly, wait and notify, start, join and a
// thread's end.
public class Main {
    static int x;
    static boolean ready;
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                lock.notify();
            }
            x = 1;
        });
        synchronized (lock) {
            t.start();
            synchronized (lock) { // reentrant: touches nothing
                while (!ready) {
                    lock.wait();
                }
            }
        }
        t.join();
        System.out.println(x);
    }
}
