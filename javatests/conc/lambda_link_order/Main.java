import java.util.function.IntSupplier;

// Two threads each link a lambda call site of their own, in either order.
// The VM makes a class for each call site; its name must not depend on
// which was linked first, or a parallel search's workers (whose VMs linked
// them in different orders) hash one state two ways (docs/parallel.md).
public class Main {
    static IntSupplier a, b;
    static int x;

    static void left() {
        int k = x;
        a = () -> k + 1;
    }

    static void right() {
        int k = x;
        b = () -> k + 2;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(Main::left);
        Thread t2 = new Thread(Main::right);
        t1.start();
        t2.start();
        x = 1;
        t1.join();
        t2.join();
        System.out.println(a.getAsInt() + b.getAsInt());
    }
}
