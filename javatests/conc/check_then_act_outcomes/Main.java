// Check-then-act without an assert (main and a thread withdraw): the final balance is 0 or -1.
public class Main {
    static int balance = 1;

    static void withdraw(int amount) {
        if (balance >= amount) {
            balance -= amount;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> withdraw(1));
        t.start();
        withdraw(1);
        t.join();
        System.out.println(balance);
    }
}
