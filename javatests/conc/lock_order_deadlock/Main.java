// Lock-order deadlock: t1 takes a then b, t2 takes b then a.
public class Main {
    static final Object a = new Object();
    static final Object b = new Object();
    static int n;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            synchronized (a) {
                synchronized (b) {
                    n++;
                }
            }
        });
        Thread t2 = new Thread(() -> {
            synchronized (b) {
                synchronized (a) {
                    n++;
                }
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(n);
    }
}
