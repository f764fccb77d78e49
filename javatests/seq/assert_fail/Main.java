// A failing assert statement with a message: assertions are enabled (java
// -ea; gojpf enables them by default), so the program ends with an uncaught
// AssertionError and exit code 1 after printing what came before.
public class Main {
    static int check(int balance) {
        assert balance >= 0 : "balance must not be negative: " + balance;
        return balance;
    }

    public static void main(String[] args) {
        int balance = 10;
        System.out.println("balance " + check(balance));
        balance -= 25;
        System.out.println("withdrew 25");
        check(balance);
        System.out.println("not reached");
    }
}
