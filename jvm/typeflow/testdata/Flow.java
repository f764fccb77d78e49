import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Control flow for the StackMapTable oracle: nested finally, labeled
 * loops, try-with-resources, enum and string switches, assertions, inner
 * classes. Java 8 source, so that any javac gojpf supports compiles it.
 */
public class Flow {
    enum Color { RED, GREEN, BLUE }

    class Inner {
        final long stamp;

        Inner(long stamp) {
            this.stamp = stamp + size();
        }
    }

    static class Res implements Closeable {
        @Override
        public void close() throws IOException {
        }
    }

    private final List<Object> items = new ArrayList<>();

    int size() {
        return items.size();
    }

    static int nestedFinally(int n) {
        int r = 0;
        try {
            try {
                if (n < 0) {
                    return -1;
                }
                r = 10 / n;
            } finally {
                r++;
            }
        } catch (ArithmeticException e) {
            Object o = e;
            r = o.hashCode();
        } finally {
            r += 2;
        }
        return r;
    }

    static long labeled(int[][] m, long start) {
        long sum = start;
        double avg = 0;
        outer:
        for (int i = 0; i < m.length; i++) {
            for (int j = 0; j < m[i].length; j++) {
                if (m[i][j] < 0) {
                    continue outer;
                }
                if (m[i][j] == 99) {
                    break outer;
                }
                sum += m[i][j];
                avg = sum / (double) (i + 1);
            }
        }
        return sum + (long) avg;
    }

    static int resources() throws IOException {
        try (Res a = new Res(); Res b = new Res()) {
            return a.hashCode() ^ b.hashCode();
        }
    }

    static String colors(Color c, String s) {
        String r;
        switch (c) {
            case RED:
                r = "r";
                break;
            case GREEN:
                r = s == null ? "g" : s;
                break;
            default:
                r = null;
        }
        switch (s == null ? "" : s) {
            case "Aa":
            case "BB":
                r = r + "!";
                break;
            default:
                break;
        }
        return r;
    }

    static Object checks(Object o, int k) {
        assert k >= 0 : "negative";
        if (o instanceof String) {
            String s = (String) o;
            return s.length() > k ? s.substring(k) : s;
        } else if (o instanceof Number) {
            double d = ((Number) o).doubleValue();
            return d * k;
        }
        float f = k;
        Object[] arr = {o, f, (long) k, 'c', true};
        return arr.length > 2 ? arr : null;
    }

    synchronized int syncNested(Object lock, int n) {
        int x = n;
        synchronized (lock) {
            synchronized (this) {
                if (x > 3) {
                    throw new IllegalStateException("x=" + x);
                }
                x <<= 2;
            }
        }
        return x;
    }

    static int varargs(Object... xs) {
        int n = 0;
        for (Object x : xs) {
            if (x == null) {
                continue;
            }
            n += x instanceof Object[] ? varargs((Object[]) x) : 1;
        }
        return n;
    }

    Inner inner(long t) {
        return new Inner(t < 0 ? -t : t);
    }

    static double loops(double[] ds) {
        double best = Double.NEGATIVE_INFINITY;
        int i = 0;
        do {
            long bits = Double.doubleToLongBits(ds[i]);
            if ((bits & 1) == 0) {
                best = Math.max(best, ds[i]);
            }
            i++;
        } while (i < ds.length);
        while (true) {
            if (--i < 0) {
                break;
            }
            best -= ds[i] > 0 ? ds[i] : 0;
        }
        return best;
    }
}
