// System.arraycopy: forward and backward overlapping copies within one
// array, copies between arrays of every primitive type, Object[] to
// subtype arrays with element checks (ArrayStoreException after a partial
// copy), length zero at the end, and the exceptions with their messages
// (index out of bounds, type mismatch, null).
import java.util.Arrays;

public class Main {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println("overlap forward: " + Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 0, 7);
        System.out.println("overlap backward: " + Arrays.toString(b));
        long[] l = {1, 2, 3};
        long[] l2 = new long[5];
        System.arraycopy(l, 0, l2, 2, 3);
        double[] d = {1.5, 2.5};
        double[] d2 = new double[2];
        System.arraycopy(d, 1, d2, 0, 1);
        char[] c = "abcdef".toCharArray();
        System.arraycopy(c, 0, c, 1, 5);
        boolean[] z = {true, false, true};
        boolean[] z2 = new boolean[3];
        System.arraycopy(z, 0, z2, 0, 3);
        byte[] by = {1, 2, 3, 4};
        System.arraycopy(by, 1, by, 0, 3);
        short[] sh = {10, 20};
        float[] fl = {0.5f, 1.5f};
        short[] sh2 = new short[2];
        float[] fl2 = new float[3];
        System.arraycopy(sh, 0, sh2, 0, 2);
        System.arraycopy(fl, 0, fl2, 1, 2);
        System.out.println("types: " + Arrays.toString(l2) + " " + Arrays.toString(d2) + " " + new String(c) + " " + Arrays.toString(z2) + " " + Arrays.toString(by) + " " + Arrays.toString(sh2) + " " + Arrays.toString(fl2));
        Object[] objs = {"a", "b", 3, "d"};
        String[] strs = new String[4];
        attempt("Object[] with Integer into String[]", () -> System.arraycopy(objs, 0, strs, 0, 4));
        System.out.println("partial copy: " + Arrays.toString(strs));
        Object[] target = new Object[3];
        System.arraycopy(new String[] {"x", "y"}, 0, target, 1, 2);
        System.out.println("String[] into Object[]: " + Arrays.toString(target));
        attempt("zero length at end", () -> System.arraycopy(a, 10, b, 10, 0));
        attempt("src index too big", () -> System.arraycopy(a, 8, b, 0, 3));
        attempt("dst index too big", () -> System.arraycopy(a, 0, b, 9, 2));
        attempt("negative length", () -> System.arraycopy(a, 0, b, 0, -1));
        attempt("negative src pos", () -> System.arraycopy(a, -1, b, 0, 1));
        attempt("int[] to long[]", () -> System.arraycopy(a, 0, l2, 0, 1));
        attempt("int[] to Object[]", () -> System.arraycopy(a, 0, target, 0, 1));
        attempt("not an array", () -> System.arraycopy("str", 0, target, 0, 1));
        attempt("null src", () -> System.arraycopy(null, 0, target, 0, 1));
        attempt("null dst", () -> System.arraycopy(a, 0, null, 0, 1));
        int[] big = new int[10000];
        for (int i = 0; i < big.length; i++) {
            big[i] = i;
        }
        System.arraycopy(big, 0, big, 1, big.length - 1);
        System.out.println("big shifted: " + big[0] + " " + big[1] + " " + big[9999]);
    }
}
