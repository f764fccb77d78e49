// long arithmetic: overflow, ldiv/lrem by zero, MIN_VALUE / -1, lcmp,
// mixed int/long expressions, long constants.
public class Main {
    static long div(long a, long b) {
        return a / b;
    }

    static long rem(long a, long b) {
        return a % b;
    }

    static int cmp(long a, long b) {
        return a < b ? -1 : (a == b ? 0 : 1);
    }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE;
        long min = Long.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*3 = " + (max * 3));
        System.out.println("min/-1 = " + div(min, -1));
        System.out.println("min%-1 = " + rem(min, -1));
        long[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {1L << 40, 3}, {-(1L << 40) - 1, 1000}, {min, 7}};
        for (long[] p : pairs) {
            System.out.println(p[0] + " / " + p[1] + " = " + div(p[0], p[1]) + ", % = " + rem(p[0], p[1]));
        }
        try {
            div(5, 0);
            System.out.println("no exception?");
        } catch (ArithmeticException e) {
            System.out.println("ldiv: " + e.getMessage());
        }
        try {
            rem(5, 0);
            System.out.println("no exception?");
        } catch (ArithmeticException e) {
            System.out.println("lrem: " + e.getMessage());
        }
        System.out.println("cmp: " + cmp(1, 2) + " " + cmp(2, 2) + " " + cmp(min, max) + " " + Long.compare(max, min));
        int i = Integer.MAX_VALUE;
        long wide = i + 1L;
        long narrow = i + 1;
        System.out.println("wide=" + wide + " narrow=" + narrow);
        long f = 1;
        for (int k = 1; k <= 25; k++) {
            f *= k;
            if (k >= 19) {
                System.out.println(k + "! = " + f);
            }
        }
        long h = 1125899906842597L;
        String s = "the quick brown fox";
        for (int k = 0; k < s.length(); k++) {
            h = 31 * h + s.charAt(k);
        }
        System.out.println("hash = " + h);
        long bits = 0xDEADBEEFCAFEBABEL;
        System.out.println("and=" + (bits & 0xFFFF0000FFFFL) + " or=" + (bits | 1) + " xor=" + (bits ^ -1L) + " neg=" + (-bits));
        long x = 100;
        x += 0x7FFFFFFFL;
        x *= 3;
        x /= 7;
        x %= 1000003;
        x -= 5;
        System.out.println("compound = " + x);
        try {
            Math.multiplyExact(max, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        System.out.println("Long.divideUnsigned(-1, 10) = " + Long.divideUnsigned(-1L, 10L));
        System.out.println("Long.toUnsignedString(-1) = " + Long.toUnsignedString(-1L));
        System.out.println("Math.floorDiv(-7L, 2L) = " + Math.floorDiv(-7L, 2L));
    }
}
