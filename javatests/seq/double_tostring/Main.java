// Double.toString and Float.toString of tricky values (the shortest
// representation that round-trips; JDK 19+ changed some results, which the
// oracle JDK decides): 0.1+0.2, 1e21 vs 1e20, 1e-3 vs 1e-4 boundaries,
// -0.0, NaN, infinities, MIN_VALUE, MAX_VALUE, subnormals, 2^63, and
// values with many digits; also Double.toHexString and String.valueOf.
public class Main {
    public static void main(String[] args) {
        double[] ds = {0.1 + 0.2, 0.3, 1e21, 1e20, 123456789012345680000.0, 1e7, 9999999.999, 1e-3, 1e-4, 0.001, 0.0001,
            -0.0, 0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE,
            Double.MIN_NORMAL, 2.2250738585072009E-308, 9.223372036854775807E18, 1.0 / 3, 2.0 / 3, 100.0, 1.5e300, 5e-324,
            4.35, 0.1 * 3, 1.1 * 1.1, 1234567.0, 12345678.9, 2e-3, 1.0E23, 8.41E21, 5.0E-324, 1.7976931348623157E308};
        for (double d : ds) {
            System.out.println(d + "  hex=" + Double.toHexString(d));
        }
        float[] fs = {0.1f + 0.2f, 1e10f, 1e7f, 1e-3f, 1e-4f, -0.0f, Float.NaN, Float.MIN_VALUE, Float.MAX_VALUE, Float.MIN_NORMAL, 1.0f / 3, 16777216f, 3.4e38f, 1.00000017881393421514957253748434595763683319091796875001f, 2.0E-45f};
        for (float f : fs) {
            System.out.println(f + "f  hex=" + Float.toHexString(f));
        }
        System.out.println(String.valueOf(1e-5) + " " + Double.valueOf(12.0) + " " + Double.toString(-1.25e-7) + " " + Float.toString(1.25e-7f));
        long bits = 0x3FF0000000000001L;
        System.out.println("next after one: " + Double.longBitsToDouble(bits) + " prev: " + Math.nextDown(1.0));
    }
}
