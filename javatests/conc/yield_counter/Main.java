// Thread.yield between two critical sections, in main and a thread.
public class Main {
    static final Object L = new Object();
    static int count;

    static void work() {
        synchronized (L) {
            count++;
        }
        Thread.yield();
        synchronized (L) {
            count++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::work);
        t.start();
        work();
        t.join();
        System.out.println(count);
    }
}
