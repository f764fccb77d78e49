// Iterators: explicit Iterator use, remove() during iteration,
// ConcurrentModificationException from modifying a list/map inside a
// for-each loop, the "second to last element" case that does not throw,
// IllegalStateException from remove() twice, NoSuchElementException, and a
// custom Iterable used in for-each.
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class Main {
    static class Range implements Iterable<Integer> {
        final int from, to;

        Range(int from, int to) {
            this.from = from;
            this.to = to;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int next = from;

                public boolean hasNext() {
                    return next < to;
                }

                public Integer next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException("range exhausted at " + next);
                    }
                    return next++;
                }
            };
        }
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            list.add(i);
        }
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 1) {
                it.remove();
            }
        }
        System.out.println("after iterator remove: " + list);
        try {
            for (Integer x : list) {
                if (x == 2) {
                    list.add(99);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on add: " + e.getClass().getName() + " message=" + e.getMessage());
        }
        List<String> s = new ArrayList<>(List.of("a", "b", "c"));
        for (String x : s) {
            if (x.equals("b")) {
                s.remove(x);
            }
        }
        System.out.println("removing the second-to-last element ends the loop silently: " + s);
        Map<String, Integer> map = new HashMap<>();
        map.put("one", 1);
        map.put("two", 2);
        map.put("three", 3);
        try {
            for (String k : map.keySet()) {
                if (k.length() == 3) {
                    map.remove(k);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on map: " + e.getClass().getSimpleName());
        }
        Iterator<Integer> it2 = list.iterator();
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice: IllegalStateException");
        }
        Iterator<Integer> empty = new ArrayList<Integer>().iterator();
        try {
            empty.next();
        } catch (NoSuchElementException e) {
            System.out.println("next on empty: NoSuchElementException");
        }
        int sum = 0;
        for (int v : new Range(1, 11)) {
            sum += v;
        }
        System.out.println("custom iterable sum: " + sum);
        Iterator<Integer> r = new Range(0, 1).iterator();
        r.next();
        try {
            r.next();
        } catch (NoSuchElementException e) {
            System.out.println("custom: " + e.getMessage());
        }
        try {
            r.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: UnsupportedOperationException " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        list.iterator().forEachRemaining(x -> sb.append(x).append(';'));
        System.out.println("forEachRemaining: " + sb);
    }
}
