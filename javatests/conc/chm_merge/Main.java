import java.util.concurrent.ConcurrentHashMap;

// ConcurrentHashMap.merge from two threads on an existing key: atomic per key.
public class Main {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();

    public static void main(String[] args) throws InterruptedException {
        map.put("k", 0); // table and bin exist before the threads start: keeps the state space small
        Thread t1 = new Thread(() -> map.merge("k", 1, Integer::sum));
        Thread t2 = new Thread(() -> map.merge("k", 1, Integer::sum));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(map.get("k"));
    }
}
