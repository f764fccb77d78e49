// An uncaught exception thrown inside JDK code (Integer.parseInt): the
// trace's first line and the program's frames must match, the JDK frames
// may differ; exit code 1.
import java.util.ArrayList;
import java.util.List;

public class Main {
    static List<Integer> parseAll(String... items) {
        List<Integer> out = new ArrayList<>();
        for (String s : items) {
            out.add(Integer.parseInt(s.trim()));
        }
        return out;
    }

    public static void main(String[] args) {
        System.out.println(parseAll("1", " 2", "3 "));
        System.out.println(parseAll("4", "five", "6"));
    }
}
