// System.arraycopy between reference arrays whose element types do not fit:
// HotSpot says "type mismatch" when no element could be stored (String[]
// into Integer[]) and "element type mismatch" when some could; the elements
// before the failing one are copied. Found by the seqgen fuzzer.
import java.util.Arrays;
public class Main {
    static void copy(Object src, int sp, Object dst, int dp, int n) {
        try {
            System.arraycopy(src, sp, dst, dp, n);
            System.out.println("ok");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        if (dst instanceof Object[]) System.out.println(Arrays.deepToString((Object[]) dst));
    }
    public static void main(String[] args) {
        copy(new String[] {"a", null}, 0, new Integer[2], 0, 2);
        copy(new Object[] {"x", 1, 'c'}, 0, new String[3], 0, 3);
        copy(new Object[] {null, null}, 0, new String[3], 0, 2);
        copy(new Object[] {1, 2}, 0, new Integer[3], 1, 2);
        copy(new Number[] {1, 2.0}, 0, new Integer[3], 1, 2);
        copy(new int[][] {{1}, {2}}, 0, new long[2][], 0, 2);
        copy(new int[][] {{1}, {2}}, 0, new Object[2], 0, 2);
        copy(new Object[] {new int[0], "s"}, 0, new int[2][], 0, 2);
        copy(new CharSequence[] {"a", new StringBuilder("b")}, 0, new String[2], 0, 2);
        copy(new String[] {"a", "b"}, 0, new Comparable[2], 0, 2);
        copy(new Integer[] {1, 2}, 0, new String[2], 0, 0);
        copy(new Integer[] {1, 2}, 0, new String[2], 3, 1);
        Object[] self = {1, "two", 3};
        copy(self, 0, self, 1, 2);
    }
}
