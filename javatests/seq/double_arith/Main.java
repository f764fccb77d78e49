// double arithmetic: NaN comparisons (dcmpl/dcmpg), drem, d2i/d2l saturation,
// signed zero, subnormals, accumulated rounding, strictfp-free results.
public class Main {
    static String rel(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "") + (a == b ? "==" : "") + (a != b ? "!=" : "");
    }

    public static void main(String[] args) {
        double nan = Double.NaN;
        double inf = Double.POSITIVE_INFINITY;
        double[] vals = {nan, 1.0, -1.0, inf, -inf, 0.0, -0.0};
        for (double a : vals) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (double b : vals) {
                sb.append(' ').append(rel(a, b));
            }
            System.out.println(sb);
        }
        System.out.println("NaN != NaN: " + (nan != nan) + ", Double.compare(NaN, NaN) = " + Double.compare(nan, nan));
        System.out.println("drem: " + (5.5 % 2) + " " + (-5.5 % 2) + " " + (5.5 % -2) + " " + (1.0 % 0.0) + " " + (inf % 3) + " " + (3 % inf) + " " + (1e300 % 3.0) + " " + (0.3 % 0.1));
        double[] conv = {nan, inf, -inf, 2147483647.5, 2147483648.0, -2147483649.0, 9.3e18, -9.3e18, 1e300, 0.9999999, -0.9999999, 123456789.987};
        for (double d : conv) {
            System.out.println("d2i(" + d + ") = " + (int) d + ", d2l = " + (long) d + ", d2f = " + (float) d);
        }
        System.out.println("MIN_VALUE = " + Double.MIN_VALUE + ", MIN_VALUE/2 = " + (Double.MIN_VALUE / 2) + ", MAX*10 = " + (Double.MAX_VALUE * 10));
        System.out.println("-0.0 + 0.0 = " + (-0.0 + 0.0) + ", -0.0 * 5 = " + (-0.0 * 5) + ", 0.0 * -1 = " + (0.0 * -1) + ", 1/(-0.0) = " + (1 / -0.0));
        double sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += 0.1;
        }
        System.out.println("ten 0.1s = " + sum + ", == 1.0: " + (sum == 1.0));
        double h = 0;
        for (int i = 1; i <= 1000; i++) {
            h += 1.0 / i;
        }
        System.out.println("H(1000) = " + h);
        System.out.println("1/3 = " + (1.0 / 3) + ", 2/3 = " + (2.0 / 3) + ", 10/3 = " + (10.0 / 3));
        System.out.println("1e308*10 = " + (1e308 * 10) + ", -1e308*10 = " + (-1e308 * 10) + ", 4.9e-324/2 = " + (4.9e-324 / 2));
        System.out.println("bits(1.0) = " + Long.toHexString(Double.doubleToLongBits(1.0)) + ", bits(-0.0) = " + Long.toHexString(Double.doubleToLongBits(-0.0)));
        System.out.println("rawbits(NaN) = " + Long.toHexString(Double.doubleToRawLongBits(nan)) + ", longBitsToDouble = " + Double.longBitsToDouble(0x4009_21FB_5444_2D18L));
        double x = 10;
        x += 0.5;
        x *= -3;
        x /= 7;
        x %= 2;
        x -= 1e-3;
        System.out.println("compound = " + x);
        int i = 7;
        long l = 3;
        float f = 0.5f;
        System.out.println("mixed: " + (i / 2 * 2.0) + " " + (i / 2.0) + " " + (l * f) + " " + (i + l + f + 0.25));
    }
}
