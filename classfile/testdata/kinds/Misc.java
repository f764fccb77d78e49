import java.io.Serializable;

// Odds and ends: an abstract class, an annotation type, an interface with a
// constant, instanceof/checkcast, long and double arithmetic and
// comparisons, a while loop with a compound condition, native and
// synchronized methods, a varargs method and a serialVersionUID.
public abstract class Misc implements Serializable, Comparable<Misc> {
    private static final long serialVersionUID = 7L;

    @interface Marker {
        String value() default "m";

        int[] weights() default {1, 2};
    }

    interface HasConst {
        int K = 12345;

        int apply(int x);
    }

    @Marker("misc")
    protected transient volatile int counter;

    abstract double measure();

    native long nativeOp(long a);

    synchronized int bump() {
        return ++counter;
    }

    static int sum(int... xs) {
        int s = 0;
        int i = 0;
        while (i < xs.length && s < Integer.MAX_VALUE / 2) {
            s += xs[i++];
        }
        return s;
    }

    static String kind(Object o) {
        if (o instanceof String) {
            return "string " + ((String) o).length();
        } else if (o instanceof int[]) {
            return "ints " + ((int[]) o).length;
        }
        return o == null ? "null" : o.getClass().getName();
    }

    static boolean cmp(long a, long b, double c, double d, float e) {
        return a < b && c > d || e != 0 && (a ^ b) >>> 3 == 0 || c % d <= -0.0;
    }

    @Override
    public int compareTo(Misc o) {
        return Double.compare(measure(), o.measure());
    }
}
