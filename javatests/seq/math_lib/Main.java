// java.lang.Math and StrictMath: floorMod/floorDiv with negatives, abs
// (including MIN_VALUE), pow, sqrt, cbrt, max/min with NaN and -0.0, round,
// rint, ceil, floor, signum, hypot, exp/log, trigonometry at exact points,
// toRadians, clamp-style combinations and the exact-arithmetic methods.
public class Main {
    public static void main(String[] args) {
        System.out.println("floorMod: " + Math.floorMod(7, 3) + " " + Math.floorMod(-7, 3) + " " + Math.floorMod(7, -3) + " " + Math.floorMod(-7, -3) + " " + Math.floorMod(-7L, 3));
        System.out.println("floorDiv: " + Math.floorDiv(7, 3) + " " + Math.floorDiv(-7, 3) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
        System.out.println("abs: " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0) + " " + Math.abs(Long.MIN_VALUE) + " " + Math.abs(-3.5f));
        System.out.println("pow: " + Math.pow(2, 10) + " " + Math.pow(2, 0.5) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, 0) + " " + Math.pow(10, -2) + " " + Math.pow(2, 1000) + " " + Math.pow(2, 1024));
        System.out.println("sqrt: " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(1e-300) + " cbrt: " + Math.cbrt(27) + " " + Math.cbrt(-8));
        System.out.println("max/min: " + Math.max(3, 7) + " " + Math.min(-1L, 1L) + " " + Math.max(Double.NaN, 1) + " " + Math.min(0.0, -0.0) + " " + Math.max(-0.0f, 0.0f));
        System.out.println("round: " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4999) + " " + Math.round(1e20) + " " + Math.round(Double.NaN) + " " + Math.round(-0.5));
        System.out.println("rint: " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.rint(-2.5) + " ceil: " + Math.ceil(-0.5) + " " + Math.ceil(1.1) + " floor: " + Math.floor(-1.1) + " " + Math.floor(2.0));
        System.out.println("signum: " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(5f) + " hypot: " + Math.hypot(3, 4) + " " + Math.hypot(1e200, 1e200));
        System.out.println("exp/log: " + Math.exp(0) + " " + Math.exp(1) + " " + Math.log(Math.E) + " " + Math.log(0) + " " + Math.log10(1000) + " " + Math.log1p(0) + " " + Math.expm1(0));
        System.out.println("trig: " + Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan2(1, 1) + " " + Math.asin(1) + " " + Math.acos(1) + " " + Math.atan(0));
        System.out.println("sin(pi) = " + Math.sin(Math.PI) + ", cos(pi/2) = " + Math.cos(Math.PI / 2) + ", sin(1) = " + Math.sin(1));
        System.out.println("toRadians(180) = " + Math.toRadians(180) + ", toDegrees(pi) = " + Math.toDegrees(Math.PI));
        System.out.println("StrictMath: " + StrictMath.sqrt(3) + " " + StrictMath.pow(1.1, 10) + " " + StrictMath.sin(0.5) + " " + StrictMath.log(2));
        System.out.println("ulp: " + Math.ulp(1.0) + " nextUp: " + Math.nextUp(1.0) + " scalb: " + Math.scalb(1.0, 10) + " getExponent: " + Math.getExponent(1024.0));
        System.out.println("fma: " + Math.fma(2.0, 3.0, 1.0) + " copySign: " + Math.copySign(3.0, -0.0) + " IEEEremainder: " + Math.IEEEremainder(10, 3));
        try {
            Math.toIntExact(1L << 33);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        try {
            Math.negateExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        try {
            Math.floorMod(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorMod by zero: " + e.getMessage());
        }
        System.out.println("constants: " + Math.PI + " " + Math.E);
    }
}
