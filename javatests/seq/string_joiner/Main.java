// StringJoiner: delimiter, prefix/suffix, setEmptyValue, merge, length,
// and String.join / Collectors.joining equivalents.
import java.util.List;
import java.util.StringJoiner;

public class Main {
    public static void main(String[] args) {
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println("empty: " + sj + " length=" + sj.length());
        sj.setEmptyValue("EMPTY");
        System.out.println("empty value: " + sj);
        sj.add("a").add("b").add("");
        System.out.println(sj + " length=" + sj.length());
        StringJoiner other = new StringJoiner("-", "[", "]");
        other.add("x").add("y");
        sj.merge(other);
        System.out.println("merged: " + sj);
        StringJoiner plain = new StringJoiner("/");
        for (int i = 0; i < 5; i++) {
            plain.add(Integer.toString(i * i));
        }
        System.out.println("plain: " + plain);
        StringJoiner nulls = new StringJoiner(",");
        nulls.add(null).add("n");
        System.out.println("with null: " + nulls);
        System.out.println("String.join: " + String.join("::", List.of("p", "q", "r")) + " " + String.join(",", new StringBuilder("sb"), "s"));
    }
}
