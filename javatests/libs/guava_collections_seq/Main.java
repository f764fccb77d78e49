// Guava's immutable collections and a few utilities on one thread,
// compared with java's output: lists, sets, maps (iteration order kept),
// sorted sets, multimaps, multisets, tables, Joiner, Splitter, Ints.
import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableMultiset;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.ImmutableTable;
import com.google.common.collect.Lists;
import com.google.common.primitives.Ints;

public class Main {
    public static void main(String[] args) {
        ImmutableList<String> l = ImmutableList.of("b", "a", "c", "a");
        System.out.println(l + " " + l.reverse() + " " + l.indexOf("a") + " " + l.subList(1, 3));
        System.out.println(ImmutableSet.copyOf(l) + " " + ImmutableSortedSet.copyOf(l));
        ImmutableMap<String, Integer> m = ImmutableMap.of("one", 1, "two", 2, "three", 3);
        System.out.println(m + " " + m.keySet() + " " + m.values() + " " + m.get("two"));
        ImmutableListMultimap<String, Integer> mm = ImmutableListMultimap.of("x", 1, "y", 2, "x", 3);
        System.out.println(mm + " " + mm.get("x") + " " + mm.inverse());
        ImmutableMultiset<String> ms = ImmutableMultiset.copyOf(l);
        System.out.println(ms + " " + ms.count("a"));
        ImmutableTable<Integer, Integer, String> t = ImmutableTable.of(1, 2, "one-two");
        System.out.println(t + " " + t.row(1));
        System.out.println(Joiner.on(", ").skipNulls().join("p", null, "q"));
        System.out.println(Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" a, ,b ,c"));
        System.out.println(Lists.partition(ImmutableList.of(1, 2, 3, 4, 5), 2));
        System.out.println(Ints.join("-", 3, 1, 2) + " " + Ints.max(3, 9, 4) + " " + Ints.asList(5, 6));
        try {
            l.add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable: " + e.getClass().getSimpleName());
        }
        try {
            ImmutableMap.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
