// A bank account in the style of SCTBench's account_bad: deposits are
// synchronized, withdrawals read the balance and write it back without
// the lock, so a withdrawal can undo a deposit made in between; N
// depositors and one withdrawer, then the balance is checked.
// Usage: Main [N] (default 2 depositors)
public class Main {
    static final Object lock = new Object();
    static int balance = 100;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        Thread[] ts = new Thread[n + 1];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                synchronized (lock) {
                    balance += 10;
                }
            });
        }
        ts[n] = new Thread(() -> {
            int b = balance;
            balance = b - 50;
        });
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (balance != 100 + 10 * n - 50) {
            throw new AssertionError("balance " + balance);
        }
    }
}
