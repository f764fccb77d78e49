// Java 21 library additions: SequencedCollection/SequencedMap methods
// (getFirst/getLast/reversed/addFirst/putFirst/pollFirstEntry) on
// ArrayList, LinkedHashSet, LinkedHashMap, TreeMap and Deque; plus
// StringBuilder.repeat and Math.clamp from JDK 21.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeMap;

public class Main {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4));
        System.out.println(list.getFirst() + " " + list.getLast() + " " + list.reversed());
        list.addFirst(0);
        list.addLast(5);
        list.removeFirst();
        System.out.println(list + " reversed view " + list.reversed().subList(0, 2));
        LinkedHashSet<String> set = new LinkedHashSet<>(List.of("b", "c"));
        set.addFirst("a");
        set.addLast("b");
        System.out.println(set + " " + set.reversed() + " first " + set.getFirst());
        LinkedHashMap<String, Integer> map = new LinkedHashMap<>();
        map.put("x", 1);
        map.put("y", 2);
        map.putFirst("w", 0);
        map.putLast("x", 9);
        System.out.println(map + " " + map.reversed() + " first " + map.firstEntry() + " sequencedKeySet " + map.sequencedKeySet().reversed());
        TreeMap<Integer, String> tm = new TreeMap<>();
        tm.put(3, "c");
        tm.put(1, "a");
        tm.put(2, "b");
        System.out.println(tm.reversed() + " poll " + tm.pollLastEntry() + " left " + tm);
        ArrayDeque<Integer> dq = new ArrayDeque<>(List.of(7, 8, 9));
        System.out.println(dq.reversed() + " " + dq.getFirst());
        System.out.println(new StringBuilder().repeat("ab", 3).repeat('-', 2) + " clamp " + Math.clamp(15, 0, 10) + " " + Math.clamp(-3L, 0, 10));
        System.out.println("unmodifiable reversed: " + List.of(1, 2, 3).reversed());
    }
}
