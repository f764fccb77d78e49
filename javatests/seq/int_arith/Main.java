// int arithmetic: overflow, division by zero, MIN_VALUE / -1, remainder with
// negative operands, compound assignment, increment forms.
public class Main {
    static int sink;

    static int div(int a, int b) {
        return a / b;
    }

    static int rem(int a, int b) {
        return a % b;
    }

    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*2 = " + (max * 2));
        System.out.println("min*-1 = " + (min * -1));
        System.out.println("-min = " + (-min));
        System.out.println("min/-1 = " + div(min, -1));
        System.out.println("min%-1 = " + rem(min, -1));
        System.out.println("46341*46341 = " + (46341 * 46341));
        int[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {0, 5}, {5, 7}, {-5, 7}, {min, 3}, {max, -3}};
        for (int[] p : pairs) {
            System.out.println(p[0] + " / " + p[1] + " = " + div(p[0], p[1]) + ", % = " + rem(p[0], p[1]));
        }
        try {
            sink = div(1, 0);
            System.out.println("no exception?");
        } catch (ArithmeticException e) {
            System.out.println("idiv: " + e.getMessage());
        }
        try {
            sink = rem(1, 0);
            System.out.println("no exception?");
        } catch (ArithmeticException e) {
            System.out.println("irem: " + e.getMessage());
        }
        int x = 10;
        x += 5;
        x -= 3;
        x *= 7;
        x /= 4;
        x %= 6;
        System.out.println("compound = " + x);
        int i = 5;
        int a = i++ + ++i;
        int b = i-- - --i;
        System.out.println("a=" + a + " b=" + b + " i=" + i);
        int neg = -i;
        System.out.println("neg = " + neg + ", ~i = " + ~i);
        int and = 0xF0F0 & 0x0FF0, or = 0xF000 | 0x000F, xor = 0xFFFF ^ 0x0F0F;
        System.out.println("and=" + and + " or=" + or + " xor=" + xor);
        int sum = 0;
        for (int k = 0; k < 100000; k++) {
            sum += k * k;
        }
        System.out.println("sum of squares (wraps) = " + sum);
        System.out.println("Math.addExact overflow:");
        try {
            sink = Math.addExact(max, 1);
        } catch (ArithmeticException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            sink = Math.multiplyExact(min, 2);
        } catch (ArithmeticException e) {
            System.out.println("  " + e.getMessage());
        }
        System.out.println("Integer.divideUnsigned(-1, 3) = " + Integer.divideUnsigned(-1, 3));
        System.out.println("Integer.remainderUnsigned(-1, 3) = " + Integer.remainderUnsigned(-1, 3));
        System.out.println("Integer.toUnsignedString(-1) = " + Integer.toUnsignedString(-1));
        System.out.println("Integer.compareUnsigned(-1, 1) = " + Integer.compareUnsigned(-1, 1));
    }
}
