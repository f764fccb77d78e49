// Two-slot locals and parameters: long and double arguments mixed with ints
// (slot numbering), lload_0..3/dstore_n forms, long/double returns, dup2
// forms on long and double values (array element compound assignment,
// postincrement of long fields).
public class Main {
    long field = 10;
    static double sfield = 1.5;

    static long mix(int a, long b, double c, int d, long e, float f, double g) {
        long r = a + b + (long) c + d + e + (long) f + (long) g;
        double s = a * c - g / 2 + f;
        return r * 1000 + (long) s;
    }

    static double dmix(long l0, double d0, long l1) {
        double x = l0;
        x += d0;
        x *= l1;
        return x;
    }

    long instanceMix(long a, double b) {
        long before = field++;
        field += a;
        return before + field + (long) b;
    }

    public static void main(String[] args) {
        long l0 = 1, l1 = 2, l2 = 3, l3 = 4;
        double d0 = 0.5, d1 = 1.5;
        System.out.println("mix = " + mix(1, 2L, 3.5, 4, 5L, 6.5f, 7.25));
        System.out.println("dmix = " + dmix(l3, d1, l2));
        System.out.println("sum = " + (l0 + l1 + l2 + l3) + " " + (d0 + d1));
        long[] la = {1, 2, 3};
        la[1] += 40;
        la[2]++;
        long old = la[0]++;
        double[] da = {1.0, 2.0};
        da[0] *= 3;
        da[1]--;
        System.out.println("arrays: " + la[0] + " " + la[1] + " " + la[2] + " old=" + old + " " + da[0] + " " + da[1]);
        Main m = new Main();
        System.out.println("instanceMix = " + m.instanceMix(5, 2.75) + " field=" + m.field);
        long post = m.field++;
        long pre = ++m.field;
        System.out.println("post=" + post + " pre=" + pre + " field=" + m.field);
        double sp = sfield++;
        System.out.println("sp=" + sp + " sfield=" + sfield + " pre=" + (++sfield));
        long acc = 0;
        double dacc = 0;
        for (long i = 0; i < 50; i++) {
            acc += i * i;
            dacc += i / 3.0;
        }
        System.out.println("acc=" + acc + " dacc=" + dacc);
        long a = 5, b = 7;
        long t = a;
        a = b;
        b = t;
        System.out.println("swap: " + a + " " + b);
    }
}
