// Maps: HashMap with String and Integer keys (iteration order depends only
// on the keys' hash codes, so it is deterministic), resizing, null keys and
// values, getOrDefault/putIfAbsent/computeIfAbsent/merge/compute,
// entrySet iteration and removal, LinkedHashMap insertion and access order
// (an LRU cache via removeEldestEntry), TreeMap navigation (floor/ceiling/
// headMap/tailMap/descendingMap), EnumMap, equals/hashCode across kinds.
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

public class Main {
    enum Dir { NORTH, EAST, SOUTH, WEST }

    public static void main(String[] args) {
        Map<String, Integer> hm = new HashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog and the quick cat".split(" ");
        for (String w : words) {
            hm.merge(w, 1, Integer::sum);
        }
        System.out.println("HashMap: " + hm);
        System.out.println("get(the)=" + hm.get("the") + " get(none)=" + hm.get("none") + " getOrDefault=" + hm.getOrDefault("none", -1) + " containsKey(fox)=" + hm.containsKey("fox") + " containsValue(3)=" + hm.containsValue(3));
        hm.put(null, 0);
        hm.put("nullvalue", null);
        System.out.println("null key: " + hm.get(null) + " null value present: " + hm.containsKey("nullvalue") + " size=" + hm.size());
        hm.putIfAbsent("the", 100);
        hm.putIfAbsent("new", 1);
        hm.computeIfAbsent("computed", k -> k.length());
        hm.computeIfPresent("fox", (k, v) -> v + 10);
        hm.compute("dog", (k, v) -> v == null ? 1 : v * 7);
        hm.remove("lazy");
        System.out.println("after updates: " + hm);
        Iterator<Map.Entry<String, Integer>> it = hm.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getValue() == null || e.getValue() == 1) {
                it.remove();
            }
        }
        System.out.println("after iterator removal: " + hm + " keys=" + hm.keySet() + " values=" + hm.values());
        Map<Integer, String> ints = new HashMap<>();
        for (int i = 0; i < 100; i += 7) {
            ints.put(i * 37 % 101, "v" + i);
        }
        System.out.println("Integer keys: " + ints);
        Map<Integer, Integer> resized = new HashMap<>();
        for (int i = 0; i < 1000; i++) {
            resized.put(i * 131, i);
        }
        long checksum = 0;
        int pos = 0;
        for (Map.Entry<Integer, Integer> e : resized.entrySet()) {
            checksum += (long) e.getKey() * (pos++ % 13) + e.getValue();
        }
        System.out.println("resized size=" + resized.size() + " order checksum=" + checksum);
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("z", 1);
        lhm.put("a", 2);
        lhm.put("m", 3);
        lhm.put("z", 4);
        System.out.println("LinkedHashMap: " + lhm);
        Map<String, Integer> lru = new LinkedHashMap<String, Integer>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                return size() > 3;
            }
        };
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        System.out.println("LRU: " + lru);
        hm.remove(null);
        TreeMap<String, Integer> tm = new TreeMap<>(hm);
        tm.put("aardvark", 9);
        System.out.println("TreeMap: " + tm);
        System.out.println("first=" + tm.firstKey() + " last=" + tm.lastEntry() + " floor(m)=" + tm.floorKey("m") + " ceiling(m)=" + tm.ceilingKey("m") + " higher(the)=" + tm.higherKey("the"));
        System.out.println("headMap(f)=" + tm.headMap("f") + " tailMap(q)=" + tm.tailMap("q") + " sub=" + tm.subMap("b", true, "fox", true));
        System.out.println("descending=" + tm.descendingMap() + " pollFirst=" + tm.pollFirstEntry());
        TreeMap<Integer, String> byLen = new TreeMap<>((x, y) -> y - x);
        byLen.put(3, "three");
        byLen.put(10, "ten");
        byLen.put(1, "one");
        System.out.println("custom comparator: " + byLen);
        EnumMap<Dir, Integer> em = new EnumMap<>(Dir.class);
        em.put(Dir.WEST, 270);
        em.put(Dir.NORTH, 0);
        em.put(Dir.SOUTH, 180);
        System.out.println("EnumMap: " + em + " containsKey(EAST)=" + em.containsKey(Dir.EAST));
        Map<String, Integer> a = new HashMap<>();
        a.put("x", 1);
        a.put("y", 2);
        Map<String, Integer> b = new TreeMap<>(a);
        System.out.println("equals across kinds: " + a.equals(b) + " hash " + a.hashCode() + " " + b.hashCode() + " Map.of hash " + Map.of("x", 1, "y", 2).hashCode() + " equal " + Map.of("x", 1, "y", 2).equals(a));
        Map.Entry<String, Integer> entry = Map.entry("k", 5);
        System.out.println("entry: " + entry + " " + entry.getKey() + "=" + entry.getValue());
        StringBuilder sb = new StringBuilder();
        tm.forEach((k, v) -> sb.append(k.charAt(0)).append(v));
        System.out.println("forEach: " + sb);
    }
}
