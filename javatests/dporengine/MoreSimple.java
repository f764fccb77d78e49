// Two threads write one static field; which write is last decides the
// output. Neither thread knows the field is shared until the second
// write (paper 000 §4, Table 1: MoreSimple, written anew for gojpf).
public class MoreSimple {
    static int x;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> x = 1);
        Thread b = new Thread(() -> x = 2);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("x=" + x);
    }
}
