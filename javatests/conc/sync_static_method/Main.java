// static synchronized methods lock the class object.
public class Main {
    private static int count;

    static synchronized void inc() {
        count++;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::inc);
        t.start();
        inc();
        t.join();
        synchronized (Main.class) {
            System.out.println(count);
        }
    }
}
