// The fixed lock order: main and the thread both take a before b.
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();
    static int n;

    static void both() {
        synchronized (a) {
            synchronized (b) {
                n++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::both);
        t.start();
        both();
        t.join();
        System.out.println(n);
    }
}
