import java.util.concurrent.ConcurrentHashMap;

// Two threads computeIfAbsent different keys; the mapping functions (program code, called
// back from inside ConcurrentHashMap) race on a plain counter: both 1 and 2 are outcomes.
public class Main {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static int calls;

    static Integer count(String k) {
        int c = calls;
        calls = c + 1;
        return c;
    }

    public static void main(String[] args) throws InterruptedException {
        map.put("x", 0); // the table exists before the threads start
        Thread t1 = new Thread(() -> map.computeIfAbsent("a", Main::count));
        Thread t2 = new Thread(() -> map.computeIfAbsent("b", Main::count));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(calls + " " + map.size());
    }
}
