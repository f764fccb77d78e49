// Two threads each read and write two static fields in opposite orders:
// four interleavings of their conflicting accesses give different
// results (paper 000 §4, Table 1: LessSimple, written anew for gojpf).
public class LessSimple {
    static int x, y;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            x = 1;
            y = x + 1;
        });
        Thread b = new Thread(() -> {
            y = 5;
            x = y * 2;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x + " y=" + y);
    }
}
