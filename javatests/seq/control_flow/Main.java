// Control flow: labeled break and continue out of nested loops, do-while,
// while with complex conditions, short-circuit && and || (side effects
// counted), non-short-circuit & | ^ on booleans, nested ternaries, the
// comma-free for forms, and loops over every comparison opcode form
// (if_icmpXX, ifXX, if_acmpXX, ifnull/ifnonnull).
public class Main {
    static int calls;

    static boolean t(String tag) {
        calls++;
        System.out.print(tag);
        return true;
    }

    static boolean f(String tag) {
        calls++;
        System.out.print(tag);
        return false;
    }

    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) {
                    continue outer;
                }
                if (i == 3) {
                    break outer;
                }
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int n = 0;
        do {
            n += 3;
        } while (n < 10);
        System.out.println("do-while n=" + n);
        int k = 100;
        while (k > 1 && k % 7 != 0 || k == 50) {
            k--;
        }
        System.out.println("while k=" + k);
        boolean r1 = f("a") && t("b");
        boolean r2 = t("c") || f("d");
        boolean r3 = f("e") & t("f");
        boolean r4 = t("g") | f("h");
        boolean r5 = t("i") ^ t("j");
        System.out.println(" -> " + r1 + r2 + r3 + r4 + r5 + " calls=" + calls);
        for (int x = -2; x <= 2; x++) {
            String s = x < 0 ? "neg" : x == 0 ? "zero" : x == 1 ? "one" : "many";
            System.out.print(s + " ");
        }
        System.out.println();
        int[] vals = {-1, 0, 1};
        StringBuilder sb = new StringBuilder();
        for (int a : vals) {
            for (int b : vals) {
                sb.append(a < b ? 'L' : '.').append(a <= b ? 'l' : '.').append(a > b ? 'G' : '.').append(a >= b ? 'g' : '.').append(a == b ? 'E' : '.').append(a != b ? 'N' : '.').append(' ');
            }
            sb.append(a < 0 ? "<0" : "").append(a <= 0 ? "<=0" : "").append(a > 0 ? ">0" : "").append(a >= 0 ? ">=0" : "").append(a == 0 ? "==0" : "").append(a != 0 ? "!=0" : "").append('\n');
        }
        System.out.print(sb);
        Object o1 = new Object(), o2 = o1, o3 = new Object(), nul = null;
        System.out.println("acmp: " + (o1 == o2) + " " + (o1 != o3) + " null: " + (nul == null) + " " + (o1 != null));
        int steps = 0;
        for (long x = 27; x != 1; steps++) {
            x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
        }
        System.out.println("collatz(27) steps=" + steps);
        int i = 0, j = 10;
        for (; i < j; i++, j--) {
            // converge
        }
        System.out.println("converged i=" + i + " j=" + j);
        block:
        {
            if (i == 5) {
                System.out.println("breaking out of a labeled block");
                break block;
            }
            System.out.println("not printed");
        }
        int loops = 0;
        while (true) {
            if (++loops > 4) {
                break;
            }
        }
        System.out.println("infinite-style loop ended after " + loops);
    }
}
