// Two threads write the same element of a shared array: a race on a[1]
// (a[0] and a[2], one thread each, are not).
public class Main {
    static final int[] a = new int[3];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            a[0] = 1;
            a[1] = 1;
        });
        t.start();
        a[2] = 2;
        a[1] = 2;
        t.join();
    }
}
