// Newer syntax on JDK 17 bytecode: text blocks (with escapes, trailing
// spaces and \ line joins), var for locals and lambda parameters, pattern
// matching for instanceof (Java 16) with && conditions, enhanced for over
// var, and switch expressions returning from text-block content.
import java.util.List;
import java.util.function.BiFunction;

public class Main {
    static String describe(Object o) {
        if (o instanceof String s && s.length() > 3) {
            return "long string " + s.toUpperCase();
        } else if (o instanceof String s) {
            return "short string " + s;
        } else if (o instanceof Integer i && i > 10) {
            return "big int " + (i + 1);
        } else if (!(o instanceof Number n)) {
            return "not a number";
        } else {
            return "number " + n.doubleValue();
        }
    }

    public static void main(String[] args) {
        String block = """
            Hello,
              "World" \t tab
            joined \
            line
            trailing\s
            end""";
        System.out.println(block);
        System.out.println("lines=" + block.lines().count() + " length=" + block.length());
        String json = """
            {"name": "gojpf", "ok": true}
            """;
        System.out.print(json);
        var list = List.of("a", "bb", "ccc");
        var total = 0;
        for (var s : list) {
            total += s.length();
        }
        System.out.println("var total=" + total);
        BiFunction<Integer, Integer, Integer> add = (var x, var y) -> x + y;
        System.out.println("var lambda params: " + add.apply(2, 3));
        Object[] things = {"hi", "hello", 5, 50, 2.5, 'c', null};
        for (var t : things) {
            System.out.println(t + " -> " + describe(t));
        }
    }
}
