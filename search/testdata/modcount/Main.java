import java.util.ArrayList;
import java.util.HashMap;

// A thread that adds to and removes from a list and a map until main
// tells it to stop. The collections' contents repeat every round; only
// their modification counts grow. States that differ in those counts
// alone match, so the search closes the loop and ends.
public class Main {
    static final ArrayList<Integer> list = new ArrayList<>();
    static final HashMap<String, Integer> map = new HashMap<>();
    static volatile boolean stop;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!stop) {
                synchronized (list) {
                    list.add(1);
                    list.remove(0);
                    map.put("k", 1);
                    map.remove("k");
                }
            }
        });
        t.start();
        int seen;
        synchronized (list) {
            seen = list.size() + map.size();
        }
        stop = true;
        t.join();
        System.out.println(seen);
    }
}
