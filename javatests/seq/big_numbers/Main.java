// BigInteger and BigDecimal: factorial of 30 and 100, pow, mod/modPow/
// modInverse, gcd, negative numbers and division semantics, bit
// operations, toString in radixes, isProbablePrime on small known values;
// BigDecimal add/subtract/multiply, setScale with several RoundingModes,
// divide with MathContext and the non-terminating expansion error,
// compareTo vs equals (scale), stripTrailingZeros, toPlainString.
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class Main {
    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    public static void main(String[] args) {
        System.out.println("30! = " + factorial(30));
        BigInteger f100 = factorial(100);
        System.out.println("100! has " + f100.toString().length() + " digits, bitLength " + f100.bitLength() + ", ends with " + f100.toString().substring(140));
        BigInteger two = BigInteger.TWO;
        System.out.println("2^200 = " + two.pow(200));
        BigInteger m = new BigInteger("1000000007");
        System.out.println("100! mod p = " + f100.mod(m) + ", 3^1000 mod p = " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(1000), m) + ", inverse of 2 = " + two.modInverse(m));
        BigInteger a = new BigInteger("-123456789012345678901234567890");
        BigInteger b = new BigInteger("987654321");
        System.out.println("div=" + a.divide(b) + " rem=" + a.remainder(b) + " mod=" + a.mod(b) + " divRem=" + java.util.Arrays.toString(a.divideAndRemainder(b)));
        System.out.println("gcd=" + new BigInteger("462").gcd(new BigInteger("1071")) + " abs=" + a.abs() + " negate=" + a.negate() + " signum=" + a.signum());
        System.out.println("shiftLeft=" + b.shiftLeft(70) + " shiftRight=" + a.shiftRight(40) + " and=" + a.and(b) + " or=" + a.or(b) + " xor=" + a.xor(b) + " not=" + b.not() + " testBit=" + b.testBit(0));
        System.out.println("radix: " + b.toString(16) + " " + b.toString(2) + " " + new BigInteger("zz", 36) + " " + a.toString(36));
        System.out.println("primes: " + BigInteger.valueOf(97).isProbablePrime(20) + " " + BigInteger.valueOf(91).isProbablePrime(20) + " nextProbablePrime(100)=" + BigInteger.valueOf(100).nextProbablePrime());
        System.out.println("compare: " + a.compareTo(b) + " equals: " + new BigInteger("10").equals(BigInteger.TEN) + " longValue overflow: " + f100.longValue() + " intValueExact throws: " + throwsArith(f100));
        BigDecimal x = new BigDecimal("10.25");
        BigDecimal y = new BigDecimal("3.1");
        System.out.println("add=" + x.add(y) + " sub=" + x.subtract(y) + " mul=" + x.multiply(y) + " neg=" + x.negate() + " scale=" + x.multiply(y).scale());
        BigDecimal v = new BigDecimal("2.345");
        for (RoundingMode rm : new RoundingMode[] {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN}) {
            System.out.println("  " + rm + ": " + v.setScale(2, rm) + " " + v.negate().setScale(2, rm) + " " + new BigDecimal("2.355").setScale(2, rm));
        }
        try {
            v.setScale(1, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
        try {
            BigDecimal.ONE.divide(new BigDecimal(3));
        } catch (ArithmeticException e) {
            System.out.println("1/3: " + e.getMessage());
        }
        System.out.println("1/3 (MathContext 20) = " + BigDecimal.ONE.divide(new BigDecimal(3), new MathContext(20)) + ", 1/8 = " + BigDecimal.ONE.divide(new BigDecimal(8)) + ", 10/3 scale 5 = " + BigDecimal.TEN.divide(new BigDecimal(3), 5, RoundingMode.HALF_UP));
        System.out.println("compareTo vs equals: " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").equals(new BigDecimal("2.00")));
        System.out.println("strip: " + new BigDecimal("1.2300").stripTrailingZeros() + " " + new BigDecimal("100").stripTrailingZeros() + " plain: " + new BigDecimal("100").stripTrailingZeros().toPlainString() + " " + new BigDecimal("1E-10").toPlainString());
        System.out.println("from double: " + new BigDecimal(0.1) + " valueOf: " + BigDecimal.valueOf(0.1) + " precision: " + new BigDecimal("123.4500").precision());
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) {
            total = total.add(new BigDecimal("0.1"));
        }
        System.out.println("ten 0.1s exactly: " + total + " equals 1.0: " + (total.compareTo(BigDecimal.ONE) == 0) + " sqrt(2): " + new BigDecimal(2).sqrt(new MathContext(30)));
    }

    static boolean throwsArith(BigInteger v) {
        try {
            v.intValueExact();
            return false;
        } catch (ArithmeticException e) {
            return true;
        }
    }
}
