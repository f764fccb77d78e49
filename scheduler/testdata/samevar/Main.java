// Three threads writing the same variable: every order of the writes is
// a different trace, 3! = 6 executions without state matching.
public class Main {
    static int x;

    public static void main(String[] args) {
        new Thread(() -> x = 1).start();
        new Thread(() -> x = 2).start();
        new Thread(() -> x = 3).start();
    }
}
