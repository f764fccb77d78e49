// A spin loop that builds a string every round (a StringBuilder, its
// array and the String it makes).
public class Main {
    static volatile boolean flag;
    static String text = "none";

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        int n = 7;
        while (!flag) {
            StringBuilder sb = new StringBuilder();
            sb.append("n=").append(n);
            text = sb.toString();
        }
        t.join();
        System.out.println(text);
    }
}
