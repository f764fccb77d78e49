import java.util.List;
import java.util.function.IntFunction;

// Newer language features: arrow switch on strings and enums, text blocks,
// var, string concatenation through StringConcatFactory (indy), and a
// nested class pair using each other's privates (nestmates).
public class Modern {
    enum Level { LOW, MID, HIGH }

    private int hidden = 3;

    static int score(String s) {
        return switch (s) {
            case "a", "b" -> 1;
            case "c" -> 2;
            default -> s.length();
        };
    }

    static String level(Level l) {
        return switch (l) {
            case LOW -> "low";
            case MID -> "mid";
            case HIGH -> "high";
        };
    }

    static String text(int n, long m) {
        var block = """
            Hello,
              "world" \t %d
            """;
        return block.formatted(n) + n + ":" + m + '!';
    }

    class Peer {
        private int value = hidden * 2;

        private int both() {
            return value + hidden;
        }
    }

    int peers() {
        var p = new Peer();
        p.value++;
        IntFunction<int[]> mk = int[]::new;
        return p.both() + mk.apply(3).length + List.of(1, 2).size();
    }
}
