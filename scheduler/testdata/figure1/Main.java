// Paper 003 §4, Figure 1: t0 starts t1 and writes a = 2; t1 writes a = 1.
public class Main {
    static int a;

    public static void main(String[] args) {
        Thread t1 = new Thread(() -> {
            a = 1;
        });
        t1.start();
        a = 2;
    }
}
