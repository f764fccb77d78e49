// Varargs: zero, one and many arguments, passing an array directly, null as
// the array vs a null element, primitive varargs, overload resolution
// between fixed-arity and varargs, and varargs of generic type.
import java.util.Arrays;

public class Main {
    static String count(String... xs) {
        return xs == null ? "null array" : xs.length + Arrays.toString(xs);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) {
            s += x;
        }
        return s;
    }

    static String over(Object o) {
        return "fixed(Object)";
    }

    static String over(Object... os) {
        return "varargs(" + os.length + ")";
    }

    static String over(int a, int b) {
        return "fixed(int,int)";
    }

    static String mixed(String head, long... rest) {
        return head + ":" + Arrays.toString(rest);
    }

    @SafeVarargs
    static <T> T last(T... items) {
        return items[items.length - 1];
    }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count("a"));
        System.out.println(count("a", "b", "c"));
        System.out.println(count(new String[] {"x", "y"}));
        System.out.println(count((String[]) null));
        System.out.println(count((String) null));
        System.out.println("sum: " + sum() + " " + sum(1) + " " + sum(1, 2, 3, 4) + " " + sum(new int[] {10, 20}));
        System.out.println(over("one") + " " + over("one", "two") + " " + over(1, 2) + " " + over() + " " + over(1, 2, 3));
        System.out.println(mixed("h") + " " + mixed("h", 1, 2L));
        System.out.println("last: " + last(1, 2, 3) + " " + last("only") + " " + last('a', 'b'));
        System.out.println(String.format("%s-%s-%s", "f", 1, 2.5));
        Object[] arr = {"p", "q"};
        System.out.println(String.format("%s %s", arr));
        System.out.println(Arrays.asList(1, 2, 3) + " " + Arrays.asList(new int[] {1, 2}).size());
    }
}
