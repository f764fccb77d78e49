// The "reorder" benchmark of paper 003 §5: S setter threads each write
// a = 1 and then b = -1; one checker reads a and then b and asserts that
// it saw both writes or neither. It can see one without the other (the
// setter's writes or its own reads interleaved), so the assertion fails
// on some paths. Usage: Reorder [S] (default 1).
public class Reorder {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        int setters = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        Thread[] ts = new Thread[setters + 1];
        for (int i = 0; i < setters; i++) {
            ts[i] = new Thread(() -> {
                a = 1;
                b = -1;
            });
        }
        ts[setters] = new Thread(() -> {
            int x = a;
            int y = b;
            assert (x == 0 && y == 0) || (x == 1 && y == -1) : "saw a = " + x + ", b = " + y;
        });
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
