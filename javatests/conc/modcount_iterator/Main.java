import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;

// main iterates over a list another thread adds to: before the loop the
// sum is 10, after it 6, and in between the iterator fails fast. State
// matching leaves the lists' modification counts out, but not what an
// iterator compares them with: the failure must still be found.
public class Main {
    static final List<Integer> list = new ArrayList<>(List.of(1, 2, 3));

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> list.add(4));
        t.start();
        String out;
        try {
            int sum = 0;
            for (int x : list) {
                sum += x;
            }
            out = String.valueOf(sum);
        } catch (ConcurrentModificationException e) {
            out = "CME";
        }
        t.join();
        System.out.println(out);
    }
}
