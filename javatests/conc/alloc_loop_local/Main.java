// main spins until another thread sets a volatile flag, allocating an
// object each round and holding it in a live local across a monitor: each
// round's object is a new allocation, but the states are the same up to
// renaming, so the spin loop closes.
public class Main {
    static volatile boolean flag;
    static final Object lock = new Object();
    static int same;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        while (!flag) {
            Object o = new Object();
            synchronized (lock) {
                same = 0;
            }
            if (o == lock) {
                same = 1;
            }
        }
        t.join();
        System.out.println("done " + same);
    }
}
