// java.util.Arrays: sort (primitives incl. NaN and -0.0, objects, ranges,
// comparators, stable sort of records-like objects), binarySearch, asList
// (write-through, fixed size), fill, copyOf/copyOfRange (padding),
// toString/deepToString (nested, self-referencing arrays), equals/
// deepEquals/hashCode/deepHashCode, setAll, and mismatch/compare.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, -3, 12, 7};
        Arrays.sort(ints);
        System.out.println("sorted ints: " + Arrays.toString(ints) + " binarySearch(7)=" + Arrays.binarySearch(ints, 7) + " binarySearch(8)=" + Arrays.binarySearch(ints, 8));
        double[] ds = {3.5, Double.NaN, -0.0, 0.0, -1, Double.NEGATIVE_INFINITY, 2};
        Arrays.sort(ds);
        System.out.println("sorted doubles: " + Arrays.toString(ds));
        char[] cs = "sorting".toCharArray();
        Arrays.sort(cs, 1, 5);
        System.out.println("range sort: " + new String(cs));
        String[] strs = {"banana", "Apple", "cherry", "apple", "Banana"};
        Arrays.sort(strs);
        System.out.println("strings: " + Arrays.toString(strs));
        Arrays.sort(strs, Comparator.comparing(String::toLowerCase));
        System.out.println("stable by lowercase: " + Arrays.toString(strs));
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println("reverse boxed: " + Arrays.toString(boxed));
        long[] big = new long[2000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (i * 7919L) % 2003;
        }
        Arrays.sort(big);
        System.out.println("big sorted head: " + big[0] + " " + big[1] + " " + big[1999] + " sorted=" + isSorted(big));
        List<String> view = Arrays.asList(strs);
        view.set(0, "CHANGED");
        System.out.println("asList write-through: " + strs[0]);
        try {
            view.add("x");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: UnsupportedOperationException");
        }
        int[] filled = new int[5];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println("fill: " + Arrays.toString(filled));
        int[] longer = Arrays.copyOf(filled, 8);
        String[] shorter = Arrays.copyOf(strs, 2);
        int[] range = Arrays.copyOfRange(ints, 2, 9);
        System.out.println("copyOf: " + Arrays.toString(longer) + " " + Arrays.toString(shorter) + " range: " + Arrays.toString(range));
        Object[] nested = {1, new int[] {2, 3}, new String[] {"a", null}, null, new Object[] {new double[] {4.5}}};
        System.out.println("deepToString: " + Arrays.deepToString(nested));
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println("self-referencing: " + Arrays.deepToString(self));
        System.out.println("toString(null)=" + Arrays.toString((int[]) null) + " empty=" + Arrays.toString(new boolean[0]) + " booleans=" + Arrays.toString(new boolean[] {true, false}));
        int[][] m1 = {{1, 2}, {3}};
        int[][] m2 = {{1, 2}, {3}};
        System.out.println("equals=" + Arrays.equals(m1, m2) + " deepEquals=" + Arrays.deepEquals(m1, m2) + " equals(int[])=" + Arrays.equals(m1[0], m2[0]));
        System.out.println("hashCode=" + Arrays.hashCode(new int[] {1, 2, 3}) + " deepHashCode=" + Arrays.deepHashCode(m1) + " hashCode(String[])=" + Arrays.hashCode(new String[] {"a", "b"}) + " hashCode(double[])=" + Arrays.hashCode(new double[] {1.5}));
        int[] squares = new int[6];
        Arrays.setAll(squares, i -> i * i);
        System.out.println("setAll: " + Arrays.toString(squares) + " stream sum: " + Arrays.stream(squares).sum());
        System.out.println("mismatch=" + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " compare=" + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}));
        try {
            Arrays.copyOfRange(ints, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange bad: " + e.getMessage());
        }
    }

    static boolean isSorted(long[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) {
                return false;
            }
        }
        return true;
    }
}
