// Sets and queues: HashSet of strings and integers (deterministic order),
// LinkedHashSet, TreeSet navigation and custom comparators, set algebra
// (retainAll/removeAll/addAll), ArrayDeque as stack and queue,
// PriorityQueue ordering (poll order, custom comparator), Set.of
// membership only (its iteration order is randomized per JVM run).
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeSet;

public class Main {
    public static void main(String[] args) {
        Set<String> hs = new HashSet<>(Arrays.asList("delta", "alpha", "charlie", "bravo", "alpha", "echo"));
        System.out.println("HashSet: " + hs + " size=" + hs.size() + " contains(bravo)=" + hs.contains("bravo") + " add dup=" + hs.add("delta"));
        Set<Integer> his = new HashSet<>();
        for (int i = 0; i < 30; i++) {
            his.add(i * i % 37);
        }
        System.out.println("HashSet<Integer>: " + his);
        Set<String> lhs = new LinkedHashSet<>(Arrays.asList("z", "y", "x", "y"));
        System.out.println("LinkedHashSet: " + lhs);
        TreeSet<Integer> ts = new TreeSet<>(his);
        System.out.println("TreeSet: " + ts + " first=" + ts.first() + " last=" + ts.last() + " floor(20)=" + ts.floor(20) + " ceiling(20)=" + ts.ceiling(20) + " lower(0)=" + ts.lower(0));
        System.out.println("headSet(10)=" + ts.headSet(10) + " tailSet(30)=" + ts.tailSet(30) + " subSet(5,16)=" + ts.subSet(5, 16) + " descending=" + ts.descendingSet());
        TreeSet<String> byLen = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        byLen.addAll(hs);
        byLen.add("ab");
        System.out.println("TreeSet by length: " + byLen + " pollFirst=" + byLen.pollFirst());
        Set<Integer> a = new TreeSet<>(Arrays.asList(1, 2, 3, 4, 5));
        Set<Integer> b = new TreeSet<>(Arrays.asList(4, 5, 6, 7));
        Set<Integer> union = new TreeSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new TreeSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new TreeSet<>(a);
        diff.removeAll(b);
        System.out.println("union=" + union + " inter=" + inter + " diff=" + diff + " containsAll=" + union.containsAll(a));
        System.out.println("set equals: " + new HashSet<>(a).equals(a) + " hash " + a.hashCode() + " Set.of hash " + Set.of(1, 2, 3, 4, 5).hashCode() + " Set.of contains " + Set.of("p", "q").contains("q"));
        try {
            Set.of(1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("Set.of duplicate: " + e.getMessage());
        }
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) {
            stack.push(i);
        }
        System.out.println("stack: " + stack + " pop=" + stack.pop() + " peek=" + stack.peek());
        Deque<String> queue = new ArrayDeque<>();
        queue.offer("first");
        queue.offer("second");
        queue.offerFirst("zeroth");
        queue.addLast("third");
        System.out.println("queue: " + queue + " poll=" + queue.poll() + " pollLast=" + queue.pollLast() + " peekFirst=" + queue.peekFirst() + " size=" + queue.size());
        try {
            queue.offer(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque null: NPE");
        }
        Deque<Integer> grow = new ArrayDeque<>(2);
        for (int i = 0; i < 100; i++) {
            if (i % 3 == 0) {
                grow.addFirst(i);
            } else {
                grow.addLast(i);
            }
        }
        System.out.println("grown deque first=" + grow.peekFirst() + " last=" + grow.peekLast() + " size=" + grow.size());
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {5, 1, 8, 3, 9, 2, 7, 1};
        for (int v : vals) {
            pq.add(v);
        }
        System.out.println("pq internal toString: " + pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println("pq poll order: " + sb);
        PriorityQueue<String> maxPq = new PriorityQueue<>(Comparator.reverseOrder());
        maxPq.addAll(Arrays.asList("kiwi", "apple", "mango", "fig"));
        System.out.println("max pq: " + maxPq.poll() + " " + maxPq.poll() + " peek=" + maxPq.peek() + " size=" + maxPq.size());
    }
}
