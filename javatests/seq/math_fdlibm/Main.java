// Math.atan, asin, acos, atan2, sinh, cosh and tanh call StrictMath's
// natives, which must return exactly fdlibm's results: edge values (each
// function's interval boundaries, zeros, infinities, NaN, subnormals),
// atan2 over every pair of them (raw bits, for the signs of zeros), and
// pseudo-random arguments. Found by the seqgen fuzzer: gojpf used Go's
// math package, which differs for 13-32 % of arguments.
import java.util.Random;

public class Main {
    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 0.975, -0.975, 0.4375, 1.1875, 2.4375, 22, -22, 21.9999, 709.78,
            710.47, 710.48, -710.48, 711, 1e-300, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
            -Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-9, 1e-20, -1e-20, 3e-17,
            1e20, -1e20, 7.0E19, 0.34657359027997264, 0.3465735902799727, 1.0397207708399179, 2.0, 3.0, Math.PI, -Math.PI, 1e300};
        StringBuilder sb = new StringBuilder();
        for (double x : xs) {
            sb.append(x).append(": ").append(Math.atan(x)).append(' ').append(Math.asin(x)).append(' ').append(Math.acos(x))
                    .append(' ').append(Math.sinh(x)).append(' ').append(Math.cosh(x)).append(' ').append(Math.tanh(x)).append('\n');
            long h = 0;
            for (double y : xs) {
                h = h * 31 + Double.doubleToRawLongBits(StrictMath.atan2(x, y));
            }
            sb.append("  atan2 ").append(Long.toHexString(h)).append('\n');
        }
        System.out.print(sb);
        Random r = new Random(99);
        String[] names = {"atan", "asin", "acos", "sinh", "cosh", "tanh", "atan2"};
        for (String name : names) {
            long h = 0;
            for (int i = 0; i < 500; i++) {
                double x = (i % 2 == 0) ? r.nextDouble() * 4 - 2 : (r.nextDouble() - 0.5) * 100;
                double y = (r.nextDouble() - 0.5) * 20;
                double v = switch (name) {
                    case "atan" -> Math.atan(x);
                    case "asin" -> Math.asin(x / 50);
                    case "acos" -> Math.acos(x / 50);
                    case "sinh" -> Math.sinh(x);
                    case "cosh" -> Math.cosh(x);
                    case "tanh" -> Math.tanh(x);
                    default -> Math.atan2(x, y);
                };
                h = h * 31 + Double.doubleToLongBits(v);
            }
            System.out.println(name + " " + Long.toHexString(h));
        }
    }
}
