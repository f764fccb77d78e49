// Math.pow is a HotSpot intrinsic, not StrictMath's fdlibm: correctly
// rounded all but rarely (exact integer powers halfway between two
// doubles round to even), with the specification's special cases over
// every pair of edge values, the NaNs x86 returns (raw bits), and the
// intrinsic's quirk of JDK 17 (-0.0 and -Infinity to an odd power between
// 2^51 and 2^52 give +Infinity and +0.0); and NaN bits of other Math
// functions. Found by the seqgen fuzzer: gojpf ran fdlibm's pow, which
// differs for about 10 % of arguments. HotSpot's pow is not correctly
// rounded for about one argument in 600 (gojpf's is): the pseudo-random
// arguments of this seed avoid those.
import java.math.BigInteger;
import java.util.Random;

public class Main {
    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    public static void main(String[] args) {
        double[] v = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2, -2, 3, -3, 2.5, -2.5, 1e-300, -1e-300, Double.MIN_VALUE,
            Double.MAX_VALUE, -Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            1.0000000000000002, 0.9999999999999999, 1e20, -1e20, 0.1, 10, 1024, 1075, -1075, 1074, -1074, 64, 65, -64,
            53, 0.3333333333333333, 1e-10, 4503599627370496.5, -4503599627370495.0};
        for (double x : v) {
            StringBuilder sb = new StringBuilder(x + ":");
            for (double y : v) {
                sb.append(' ').append(bits(Math.pow(x, y)));
            }
            System.out.println(sb);
        }
        for (int b : new int[] {3, 5, 7, 11, 13}) {
            for (int n = 15; n <= 40; n += 5) {
                double p = Math.pow(b, n);
                System.out.println(b + "^" + n + " = " + p + " (exact " + BigInteger.valueOf(b).pow(n) + ")");
            }
        }
        double two52 = Math.pow(2, 52);
        for (double y : new double[] {two52 - 1, two52 + 1, two52 / 2 - 1, two52 / 2 + 1, 2 * two52 - 1}) {
            System.out.println((long) y + ": " + Math.pow(-0.0, y) + " " + Math.pow(-0.0, -y) + " "
                    + Math.pow(Double.NEGATIVE_INFINITY, y) + " " + Math.pow(Double.NEGATIVE_INFINITY, -y) + " " + Math.pow(-2, -y));
        }
        double nan = Double.longBitsToDouble(0x7ff0000000000123L);
        System.out.println("NaNs " + bits(Math.pow(nan, 2)) + " " + bits(Math.pow(2, nan)) + " " + bits(Math.pow(1, nan))
                + " " + bits(Math.pow(-2, 0.5)) + " " + bits(Math.log(-1)) + " " + bits(Math.log(nan)) + " " + bits(Math.exp(nan))
                + " " + bits(Math.sin(Double.POSITIVE_INFINITY)) + " " + bits(Math.asin(2)) + " " + bits(Math.atan2(nan, 1))
                + " " + bits(Math.IEEEremainder(1, 0)) + " " + bits(StrictMath.log10(-1)));
        Random r = new Random(6);
        long h = 0;
        for (int i = 0; i < 600; i++) {
            double x = (i % 3 == 0) ? r.nextDouble() * 4 : r.nextDouble() * 100;
            double y = (i % 2 == 0) ? (r.nextDouble() - 0.5) * 20 : r.nextInt(41) - 20;
            h = h * 31 + Double.doubleToRawLongBits(Math.pow(x, y));
        }
        System.out.println("checksum " + Long.toHexString(h));
    }
}
