import java.util.HashMap;
import java.util.Map;

// Object allocation and HashMap churn: boxed keys, small value objects,
// puts, gets, removes and iteration over a map that keeps growing and shrinking.
public class Main {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        int weight() { return x * 7 + y; }
    }

    static final int ROUNDS = 18;
    static final int SIZE = 20_000;

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : ROUNDS;
        long checksum = 0;
        int seed = 12345;
        for (int r = 0; r < rounds; r++) {
            HashMap<Integer, Point> map = new HashMap<>();
            for (int i = 0; i < SIZE; i++) {
                seed = seed * 1103515245 + 12345;
                int key = (seed >>> 8) % (SIZE * 2);
                map.put(key, new Point(i, key));
            }
            for (int i = 0; i < SIZE; i++) {
                Point p = map.get(i);
                if (p != null) checksum += p.weight();
                if ((i & 3) == 0) map.remove(i + 1);
            }
            for (Map.Entry<Integer, Point> e : map.entrySet()) {
                checksum = checksum * 31 + e.getKey() + e.getValue().y;
            }
            checksum += map.size();
        }
        System.out.println("checksum " + checksum);
    }
}
