public class Main {
    static final Object a = new Object(), b = new Object();
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (b) { synchronized (a) { } } });
        t.start();
        synchronized (a) { synchronized (b) { } }
        t.join();
    }
}
