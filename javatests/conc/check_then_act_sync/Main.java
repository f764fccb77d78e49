// Check-then-act made atomic with synchronized: exactly one withdrawal succeeds.
public class Main {
    static int balance = 1;

    static synchronized void withdraw(int amount) {
        if (balance >= amount) {
            balance -= amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> withdraw(1));
        t.start();
        withdraw(1);
        t.join();
        assert balance >= 0 : "overdrawn: balance = " + balance;
        System.out.println(balance);
    }
}
