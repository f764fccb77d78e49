// Streams: IntStream.range/rangeClosed/iterate, map/filter/reduce/sum/
// average/summaryStatistics, boxed, sorted (natural and comparator),
// distinct, limit/skip, flatMap, Collectors.toList/toSet(TreeSet)/joining/
// groupingBy into a TreeMap with counting and mapping, partitioningBy,
// toMap with merge into a TreeMap, anyMatch/allMatch/noneMatch, findFirst,
// min/max, Stream.of/iterate/generate with limit, and laziness (peek order).
import java.util.Arrays;
import java.util.Comparator;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class Main {
    public static void main(String[] args) {
        System.out.println("sum of squares 0..9: " + IntStream.range(0, 10).map(x -> x * x).sum());
        System.out.println("evens 1..20: " + IntStream.rangeClosed(1, 20).filter(x -> x % 2 == 0).boxed().collect(Collectors.toList()));
        System.out.println("reduce product: " + IntStream.rangeClosed(1, 10).reduce(1, (a, b) -> a * b) + " optional reduce: " + IntStream.empty().reduce(Integer::sum));
        System.out.println("average: " + IntStream.of(1, 2, 3, 4).average().getAsDouble() + " max: " + IntStream.of(3, 9, 2).max().getAsInt());
        IntSummaryStatistics st = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println("stats: " + st);
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "alpha", "echo", "delta", "foxtrot", "golf");
        System.out.println("sorted distinct: " + words.stream().distinct().sorted().collect(Collectors.toList()));
        System.out.println("by length desc: " + words.stream().distinct().sorted(Comparator.comparing(String::length).reversed().thenComparing(Comparator.naturalOrder())).collect(Collectors.joining(", ", "[", "]")));
        System.out.println("joining: " + words.stream().map(String::toUpperCase).limit(3).collect(Collectors.joining("|")) + " skip: " + words.stream().skip(7).collect(Collectors.toList()));
        Map<Integer, Long> byLen = words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("groupingBy length: " + byLen);
        Map<Character, List<String>> byFirst = words.stream().distinct().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.mapping(String::toUpperCase, Collectors.toList())));
        System.out.println("groupingBy first letter: " + byFirst);
        Map<Boolean, List<Integer>> parts = IntStream.range(0, 10).boxed().collect(Collectors.partitioningBy(x -> x > 6));
        System.out.println("partitioningBy: " + parts);
        Map<String, Integer> toMap = words.stream().collect(Collectors.toMap(w -> w, w -> 1, Integer::sum, TreeMap::new));
        System.out.println("toMap with merge: " + toMap);
        System.out.println("toSet in TreeSet: " + words.stream().collect(Collectors.toCollection(TreeSet::new)));
        System.out.println("flatMap: " + Stream.of("a-b", "c", "d-e-f").flatMap(s -> Arrays.stream(s.split("-"))).collect(Collectors.toList()));
        System.out.println("matches: " + words.stream().anyMatch(w -> w.startsWith("g")) + " " + words.stream().allMatch(w -> w.length() > 3) + " " + words.stream().noneMatch(String::isEmpty));
        System.out.println("findFirst: " + words.stream().filter(w -> w.contains("r")).findFirst().orElse("none") + " min: " + words.stream().min(Comparator.naturalOrder()).get() + " count: " + words.stream().count());
        System.out.println("iterate: " + Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()) + " " + IntStream.iterate(1, x -> x < 100, x -> x * 2).boxed().collect(Collectors.toList()));
        int[] counter = {0};
        System.out.println("generate: " + Stream.generate(() -> counter[0]++).limit(5).map(String::valueOf).collect(Collectors.joining(",")));
        StringBuilder order = new StringBuilder();
        List<Integer> lazy = Stream.of(5, 3, 8, 1).peek(x -> order.append("p").append(x)).filter(x -> x > 2).map(x -> {
            order.append("m").append(x);
            return x * 10;
        }).collect(Collectors.toList());
        System.out.println("lazy: " + lazy + " order: " + order);
        System.out.println("summing: " + words.stream().collect(Collectors.summingInt(String::length)) + " averaging: " + words.stream().collect(Collectors.averagingInt(String::length)));
        System.out.println("chars: " + "hello world".chars().filter(Character::isLetter).mapToObj(c -> String.valueOf((char) c)).distinct().sorted().collect(Collectors.joining()));
        System.out.println("toArray: " + Arrays.toString(IntStream.range(0, 5).map(i -> 4 - i).toArray()) + " " + Arrays.toString(Stream.of("x", "y").toArray(String[]::new)));
        System.out.println("mapToObj + boxed sorted reverse: " + IntStream.of(3, 1, 2).boxed().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println("long/double streams: " + java.util.stream.LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b) + " " + java.util.stream.DoubleStream.of(0.1, 0.2, 0.3).sum());
        System.out.println("Stream.toList: " + Stream.of(1, 2, 3).map(x -> x + 1).toList());
    }
}
