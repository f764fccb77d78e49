// StrictMath.sin, cos and tan must return exactly fdlibm's results (not
// the correctly rounded ones Math's intrinsics give): edge values,
// arguments near multiples of π/2, medium arguments (reduced with
// fdlibm's three-part π/2) and huge ones (fdlibm's __kernel_rem_pio2 with
// its table of 2/π). Found by the seqgen fuzzer: gojpf answered
// StrictMath with Math's values, which differ for about 3 % of arguments,
// hung on Math.sin, cos and tan of arguments below 2^-320, and computed
// them with Go's math package beyond 2^1000.
import java.util.Random;
public class Main {
    public static void main(String[] args) {
        Random r = new Random(3);
        StringBuilder sb = new StringBuilder();
        double[] edges = {0.0, -0.0, Math.PI / 4, Math.PI / 2, -Math.PI / 2, 3 * Math.PI / 4, Math.PI, 1e-9, 1e-300, Double.MIN_VALUE, 1.5707963267948966, 4.71238898038469,
            1e6, 1e9, 1e15, 1e22, 1e100, 1e300, Double.MAX_VALUE, -Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, 823549.6645, 1647099.3291, 0.6744, 0.67, 0.3, 0.78125, 0.8};
        for (double x : edges) sb.append(x).append(' ').append(StrictMath.sin(x)).append(' ').append(StrictMath.cos(x)).append(' ').append(StrictMath.tan(x)).append('\n');
        long h = 0;
        for (int i = 0; i < 20000; i++) {
            double x;
            switch (i % 5) {
                case 0: x = Double.longBitsToDouble(r.nextLong() & 0x7fefffffffffffffL); break;
                case 1: x = (r.nextDouble() - 0.5) * 2e6; break;
                case 2: x = (r.nextInt(1000000) + 0.5 * r.nextGaussian() * 1e-10) * (Math.PI / 2); break;
                case 3: x = r.nextDouble() * 1e20; break;
                default: x = (r.nextDouble() - 0.5) * 10; break;
            }
            h = h * 31 + Double.doubleToRawLongBits(StrictMath.sin(x));
            h = h * 31 + Double.doubleToRawLongBits(StrictMath.cos(x));
            h = h * 31 + Double.doubleToRawLongBits(StrictMath.tan(x));
            if (i % 5 == 2 && i < 500) sb.append(x).append(' ').append(StrictMath.sin(x)).append(' ').append(StrictMath.cos(x)).append(' ').append(StrictMath.tan(x)).append('\n');
        }
        sb.append(Long.toHexString(h)).append('\n');
        // Math's (correctly rounded) versions of tiny arguments (gojpf hung
        // on them once) and of huge ones (beyond 2^1000 it fell back to
        // Go's math.Tan, wrong by dozens of ulps).
        for (double x : new double[] {-1.8920027895528158e-126, 1e-300, Double.MIN_VALUE, -1e-20, 3e-9,
            Double.MAX_VALUE, -Double.MAX_VALUE, 1e308, 8.98846567431158E307, 1e301, 1.7e308}) {
            sb.append(x).append(' ').append(Math.sin(x)).append(' ').append(Math.cos(x)).append(' ').append(Math.tan(x)).append('\n');
        }
        System.out.println(sb);
    }
}
