// float arithmetic: NaN and infinity, comparisons (fcmpl/fcmpg), frem,
// f2i/f2l saturation, signed zero, Float.MIN_VALUE, rounding of sums.
public class Main {
    static boolean lt(float a, float b) { return a < b; }
    static boolean le(float a, float b) { return a <= b; }
    static boolean gt(float a, float b) { return a > b; }
    static boolean ge(float a, float b) { return a >= b; }
    static boolean eq(float a, float b) { return a == b; }
    static boolean ne(float a, float b) { return a != b; }

    public static void main(String[] args) {
        float nan = Float.NaN;
        float inf = Float.POSITIVE_INFINITY;
        float zero = 0.0f;
        System.out.println("0.1f+0.2f = " + (0.1f + 0.2f));
        System.out.println("1/0 = " + (1.0f / zero) + ", -1/0 = " + (-1.0f / zero) + ", 0/0 = " + (zero / zero));
        System.out.println("inf-inf = " + (inf - inf) + ", inf*0 = " + (inf * 0));
        float[] vals = {nan, 1.0f, -1.0f, inf, -inf, 0.0f, -0.0f};
        for (float a : vals) {
            StringBuilder sb = new StringBuilder();
            for (float b : vals) {
                sb.append(lt(a, b) ? '<' : '.').append(le(a, b) ? 'l' : '.').append(gt(a, b) ? '>' : '.')
                        .append(ge(a, b) ? 'g' : '.').append(eq(a, b) ? '=' : '.').append(ne(a, b) ? '!' : '.').append(' ');
            }
            System.out.println(a + ": " + sb);
        }
        System.out.println("Float.compare(NaN, inf) = " + Float.compare(nan, inf) + ", compare(0.0, -0.0) = " + Float.compare(0.0f, -0.0f));
        System.out.println("NaN.equals(NaN) = " + Float.valueOf(nan).equals(nan));
        System.out.println("frem: " + (5.5f % 2f) + " " + (-5.5f % 2f) + " " + (5.5f % -2f) + " " + (1f % 0f) + " " + (inf % 2f) + " " + (2f % inf));
        float[] conv = {nan, inf, -inf, 3.99f, -3.99f, 1e10f, -1e10f, 1e20f, -1e20f, 0.5f, -0.5f, 2.5f};
        for (float f : conv) {
            System.out.println("f2i(" + f + ") = " + (int) f + ", f2l = " + (long) f + ", f2d = " + (double) f);
        }
        System.out.println("MIN_VALUE = " + Float.MIN_VALUE + ", /2 = " + (Float.MIN_VALUE / 2) + ", MAX_VALUE*2 = " + (Float.MAX_VALUE * 2));
        System.out.println("MIN_NORMAL = " + Float.MIN_NORMAL + ", MAX_VALUE = " + Float.MAX_VALUE);
        float neg0 = -0.0f;
        System.out.println("-0.0 = " + neg0 + ", 1/-0.0 = " + (1 / neg0) + ", -0.0 == 0.0: " + (neg0 == 0.0f) + ", -(0.0) = " + (-zero));
        float sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += 0.1f;
        }
        System.out.println("sum of 1000 * 0.1f = " + sum);
        System.out.println("16777216f + 1 = " + (16777216f + 1f));
        System.out.println("1f/3 = " + (1f / 3) + ", 2f/3 = " + (2f / 3) + ", 100f/7 = " + (100f / 7));
        System.out.println("Float.floatToIntBits(1.5f) = " + Integer.toHexString(Float.floatToIntBits(1.5f)));
        System.out.println("Float.intBitsToFloat(0x7f7fffff) = " + Float.intBitsToFloat(0x7f7fffff));
        System.out.println("Float.isNaN = " + Float.isNaN(nan) + ", isInfinite = " + Float.isInfinite(-inf) + ", isFinite = " + Float.isFinite(1f));
        System.out.println("Math.round(2.5f) = " + Math.round(2.5f) + ", Math.round(-2.5f) = " + Math.round(-2.5f) + ", round(NaN) = " + Math.round(nan));
        float x = 3;
        x *= 1.5f;
        x -= 0.25f;
        x /= 2;
        x %= 1.5f;
        System.out.println("compound = " + x + ", neg = " + (-x));
    }
}
