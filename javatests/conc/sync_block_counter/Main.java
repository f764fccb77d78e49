// The same two increments inside synchronized blocks: never lost.
public class Main {
    static final Object LOCK = new Object();
    static int counter;

    static void inc() {
        synchronized (LOCK) {
            counter++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        System.out.println(counter);
    }
}
