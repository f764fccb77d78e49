// Lists: ArrayList (add/insert/remove by index and by object, set, indexOf,
// contains, subList, removeIf, replaceAll, sort with comparators, toArray),
// LinkedList as list and deque, Collections.sort/reverse/shuffle(seeded)/
// max/frequency/nCopies/unmodifiableList (UnsupportedOperationException),
// List.of immutability and null rejection, equals/hashCode across kinds.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.Random;

public class Main {
    public static void main(String[] args) {
        List<Integer> al = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            al.add(i * 3 % 7);
        }
        System.out.println(al + " size=" + al.size());
        al.add(0, 100);
        al.remove(Integer.valueOf(6));
        al.remove(1);
        al.set(2, -5);
        System.out.println(al + " indexOf(3)=" + al.indexOf(3) + " lastIndexOf(3)=" + al.lastIndexOf(3) + " contains(100)=" + al.contains(100));
        List<Integer> sub = al.subList(1, 4);
        sub.set(0, 42);
        System.out.println("subList " + sub + " backing " + al);
        al.removeIf(x -> x % 2 == 0);
        System.out.println("removeIf even: " + al);
        al.replaceAll(x -> x * 10);
        System.out.println("replaceAll: " + al);
        List<String> words = new ArrayList<>(Arrays.asList("pear", "Apple", "fig", "banana", "cherry", "date"));
        Collections.sort(words);
        System.out.println("natural: " + words);
        words.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive: " + words);
        words.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse: " + words);
        Collections.reverse(words);
        System.out.println("reversed: " + words + " max=" + Collections.max(words) + " min by length=" + Collections.min(words, Comparator.comparing(String::length)));
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            nums.add(i);
        }
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffled(42): " + nums);
        Collections.swap(nums, 0, 9);
        Collections.rotate(nums, 3);
        System.out.println("swap+rotate: " + nums + " frequency of 3: " + Collections.frequency(nums, 3));
        System.out.println("nCopies: " + Collections.nCopies(3, "ab") + " emptyList: " + Collections.emptyList() + " singleton: " + Collections.singletonList(1));
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        System.out.println("linked: " + ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " pop=" + ll.pop() + " pollLast=" + ll.pollLast() + " now " + ll);
        ListIterator<String> it = ll.listIterator();
        while (it.hasNext()) {
            String s = it.next();
            it.set(s.toUpperCase());
            it.add(s + s);
        }
        System.out.println("listIterator edits: " + ll);
        List<String> unmod = Collections.unmodifiableList(words);
        try {
            unmod.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add: UnsupportedOperationException " + e.getMessage());
        }
        List<Integer> of = List.of(1, 2, 3);
        try {
            of.set(0, 5);
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of set: UnsupportedOperationException " + e.getMessage());
        }
        try {
            List.of(1, null);
        } catch (NullPointerException e) {
            System.out.println("List.of null: NPE");
        }
        System.out.println("equals across kinds: " + of.equals(new ArrayList<>(of)) + " " + of.equals(new LinkedList<>(of)) + " hash " + of.hashCode() + " " + new ArrayList<>(of).hashCode());
        Integer[] arr = al.toArray(new Integer[0]);
        Object[] objs = ll.toArray();
        System.out.println("toArray: " + Arrays.toString(arr) + " " + objs.length + " " + arr.getClass().getSimpleName());
        System.out.println("copyOf: " + List.copyOf(words) + " indexOf missing: " + words.indexOf("nope") + " isEmpty: " + new ArrayList<>().isEmpty());
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            big.add(i);
        }
        long total = 0;
        for (int v : big) {
            total += v;
        }
        big.subList(100, 4900).clear();
        System.out.println("big total=" + total + " after clear=" + big.size() + " " + big.get(99) + " " + big.get(100));
        System.out.println("binarySearch: " + Collections.binarySearch(big, 4950) + " " + Collections.binarySearch(big, 500));
    }
}
