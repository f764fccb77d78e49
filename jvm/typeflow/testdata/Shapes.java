import java.util.function.Supplier;

/** Small methods whose frames typeflow's tests check by hand. */
public class Shapes {
    long total;
    int count;
    Object last;

    Shapes(int count) {
        super();
        this.count = count;
        this.last = this;
    }

    /** Slot 1 holds an int, then, in a later scope, an Object. */
    static int reuse(int n) {
        {
            int a = n * 2;
            n += a;
        }
        {
            Object o = "x";
            n += o.hashCode();
        }
        return n;
    }

    /** Slot 2 is an int on one path and an Object on the other. */
    static int joinKinds(boolean c, int n) {
        if (c) {
            int a = n * 2;
            n += a;
        } else {
            Object o = "x";
            n += o.hashCode();
        }
        return n;
    }

    static int loop(int[] xs) {
        int s = 0;
        for (int i = 0; i < xs.length; i++) {
            s += xs[i];
        }
        return s;
    }

    static String tryCatchFinally(Object o) {
        String r;
        try {
            r = o.toString();
        } catch (RuntimeException e) {
            r = e.getMessage();
        } finally {
            Shapes.counter++;
        }
        return r;
    }

    static int counter;

    static Object make() {
        return new StringBuilder("a");
    }

    static long longs(long a, double d, int[] arr) {
        long b;
        long c = b = a + 1;
        long[] la = {a};
        la[0] += 5;
        return b + c + la[0] + (long) d + arr.length;
    }

    long addTotal(long x) {
        return this.total += x;
    }

    static Object sw(int k, Object a) {
        Object r;
        switch (k) {
            case 1:
                r = a;
                break;
            case 2:
                r = null;
                break;
            case 7:
                r = Integer.valueOf(k);
                break;
            default:
                r = "d";
        }
        return r;
    }

    static int strSwitch(String s) {
        switch (s) {
            case "a":
                return 1;
            case "b":
                return 2;
            default:
                return 0;
        }
    }

    static Supplier<String> lambda(Object o, int n) {
        return () -> o + " " + n;
    }

    static Object ternary(boolean c, Object o) {
        Object x = c ? null : o;
        return x;
    }

    static double mixed(int i, float f, long l, double d) {
        double r = i + f;
        r += l;
        synchronized (Shapes.class) {
            r *= d;
        }
        return r;
    }

    static int[][] arrays(int n) {
        int[][] m = new int[n][n + 1];
        m[0] = new int[] {n};
        return m;
    }

    static int allocLoop(int[] xs) {
        int sum = 0;
        for (int i = 0; i < xs.length; i++) {
            int[] b = new int[1];
            b[0] = xs[i];
            sum += b[0];
        }
        return sum;
    }
}
