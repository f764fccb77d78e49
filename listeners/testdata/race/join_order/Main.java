// The thread's writes happen before main's reads after join, and after
// isAlive() returned false: no race.
public class Main {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> x = 1);
        t.start();
        t.join();
        System.out.println(x);
        Thread u = new Thread(() -> y = 1);
        u.start();
        while (u.isAlive()) {
            Thread.onSpinWait();
        }
        System.out.println(y);
    }
}
