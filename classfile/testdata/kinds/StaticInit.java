import java.util.HashMap;
import java.util.Map;

// A class with a substantial static initializer: arrays of every primitive
// type, a multi-dimensional array, a map filled in a loop, and a static
// block that may throw.
public class StaticInit {
    static final int[] PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};
    static final byte[] BYTES = {-128, 0, 127};
    static final short[] SHORTS = {-32768, 32767};
    static final char[] CHARS = {'x', 'y'};
    static final boolean[] FLAGS = {true, false};
    static final float[] FLOATS = {0.5f, 2f};
    static final double[] DOUBLES = {0.25, 4};
    static final long[] LONGS = {1L << 40, -1L};
    static final int[][][] CUBE = new int[3][4][5];
    static final Map<String, Integer> INDEX = new HashMap<>();
    static int loaded;

    static {
        String[] names = {"zero", "one", "two", "three"};
        for (int i = 0; i < names.length; i++) {
            INDEX.put(names[i], i);
        }
        try {
            loaded = Integer.parseInt(System.getProperty("gojpf.loaded", "1"));
        } catch (NumberFormatException e) {
            loaded = -1;
        }
        CUBE[1][2][3] = PRIMES[4];
    }

    static int lookup(String name) {
        Integer i = INDEX.get(name);
        return i == null ? -1 : i;
    }
}
