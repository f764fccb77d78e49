// Three threads, each writing its own variable: fully independent, so a
// dynamic partial-order reduction needs one execution.
public class Main {
    static int a, b, c;

    public static void main(String[] args) {
        new Thread(() -> a = 1).start();
        new Thread(() -> b = 1).start();
        new Thread(() -> c = 1).start();
    }
}
