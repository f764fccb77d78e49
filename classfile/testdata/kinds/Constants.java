// Long and double constants (two constant-pool slots each), floats, ints
// too large for sipush, special values, and strings that need modified
// UTF-8: an embedded NUL and a character outside the BMP.
public class Constants {
    static final long BIG = 0x123456789ABCDEFL;
    static final long MIN = Long.MIN_VALUE;
    static final double PI = 3.141592653589793;
    static final double TINY = Double.MIN_VALUE;
    static final double INF = Double.POSITIVE_INFINITY;
    static final float F = 1.5e10f;
    static final int MILLION = 1000000;
    static final int NEG = -40000;
    static final char CH = '\u20AC';
    static final String WEIRD = "a\u0000b\uD83D\uDE00";
    static final String EURO = "\u20ACuro \u00E9t\u00E9";

    long nonFinal = 987654321987L;
    double ratio = 0.1;

    static double mix(long a, double b, float c) {
        long x = a * 1234567890123L + 2L;
        double y = b / 7.25 - 1e300;
        float z = c * 3.25f;
        return x + y + z + MILLION + NEG + CH + Double.NaN;
    }

    static String weird() {
        return WEIRD + EURO + "\uD83D\uDE00";
    }
}
