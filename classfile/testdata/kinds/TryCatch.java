import java.io.IOException;
import java.io.StringReader;

// try/catch/finally, multi-catch, nested try, try-with-resources and
// synchronized: several exception-table entries, some with catch type any.
public class TryCatch {
    private final Object lock = new Object();
    private int state;

    int finallyReturn(int x) {
        try {
            if (x < 0) {
                throw new IllegalArgumentException("negative");
            }
            return x * 2;
        } finally {
            state++;
        }
    }

    String multiCatch(Object o) {
        try {
            Integer i = (Integer) o;
            int[] a = new int[i];
            return "len " + a.length + " " + (10 / i);
        } catch (ClassCastException | NegativeArraySizeException e) {
            return "bad: " + e.getClass().getName();
        } catch (ArithmeticException e) {
            return "zero";
        } finally {
            state--;
        }
    }

    int readAll(String s) throws IOException {
        int n = 0;
        try (StringReader r = new StringReader(s); StringReader r2 = new StringReader(s)) {
            while (r.read() >= 0) {
                n++;
            }
            n += r2.read();
        }
        return n;
    }

    void locked() {
        synchronized (lock) {
            try {
                state = state * 3;
            } catch (RuntimeException e) {
                state = -1;
                throw e;
            }
        }
    }
}
