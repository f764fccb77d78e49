// A spin loop that iterates over a shared list: a new Iterator every
// round.
import java.util.ArrayList;
import java.util.List;

public class Main {
    static volatile boolean flag;
    static final List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> flag = true);
        t.start();
        while (!flag) {
            int sum = 0;
            for (int x : list) {
                sum += x;
            }
            total = sum;
        }
        t.join();
        System.out.println(total);
    }
}
