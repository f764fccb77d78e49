// Check-then-act: both threads may pass the balance check before either withdraws.
public class Main {
    static int balance = 1;

    static void withdraw(int amount) {
        if (balance >= amount) {
            balance -= amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> withdraw(1));
        Thread t2 = new Thread(() -> withdraw(1));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert balance >= 0 : "overdrawn: balance = " + balance;
        System.out.println(balance);
    }
}
