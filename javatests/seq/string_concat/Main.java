// String concatenation (StringConcatFactory with javac 9+, StringBuilder
// chains with --release 8) with every operand type: char, byte, short, int,
// long, float, double (incl. -0.0, NaN, 1e21), boolean, null String and
// null Object, objects with toString, arrays of chars as objects, constants
// folded by javac, += in loops, and a concat with more than 200 operands.
public class Main {
    static class Named {
        final String name;

        Named(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return "Named[" + name + "]";
        }
    }

    static class NullToString {
        @Override
        public String toString() {
            return null;
        }
    }

    static final String CONST = "con" + "st" + 1 + 'c' + 2.0 + true;

    public static void main(String[] args) {
        char c = 'x';
        byte b = -5;
        short sh = 300;
        int i = 42;
        long l = 1L << 50;
        float f = 1.1f;
        double d = 0.1 + 0.2;
        boolean z = false;
        String nul = null;
        Object onul = null;
        System.out.println("c=" + c + " b=" + b + " sh=" + sh + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z);
        System.out.println("nulls: " + nul + " " + onul + " " + new NullToString());
        System.out.println("doubles: " + -0.0 + " " + Double.NaN + " " + 1e21 + " " + 1e20 + " " + 1e-4 + " " + 0.001 + " " + 100.0 + " " + 1.0E7 + " " + 9999999.0);
        System.out.println("floats: " + -0.0f + " " + Float.NaN + " " + 1e10f + " " + 3.4028235e38f + " " + 1.0E-5f + " " + 0.001f);
        System.out.println("objects: " + new Named("n") + " " + Integer.valueOf(7) + " " + Character.valueOf('k') + " " + new StringBuilder("sb"));
        System.out.println(c + c + "|" + (c + c) + "|" + c + 1 + "|" + (c + 1) + "|" + 1 + 2 + "|" + (1 + 2));
        System.out.println("const: " + CONST + " " + (CONST == ("con" + "st" + 1 + 'c' + 2.0 + true)));
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k;
            acc += ',';
        }
        System.out.println("acc=" + acc);
        String s = null;
        s += "!";
        System.out.println("null += : " + s);
        char[] chars = {'a', 'b'};
        Object charsAsObject = chars;
        System.out.println("char[] via String.valueOf: " + String.valueOf(chars) + ", is array: " + charsAsObject.getClass().isArray());
        System.out.println("mixed: " + 1 + 2L + 3.0f + 4.0 + '5' + (byte) 6 + (short) 7 + true + null);
        System.out.println("empty: [" + "" + "" + "]");
        System.out.println("unicode: " + '\u00e9' + "\u4e2d" + "\ud83d\ude00");
        int v = 1;
        String many = "" + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v + v
                + v + v + v + v + v + v + v + v + v + v;
        System.out.println("many operands: " + many.length());
        StringBuilder sb = new StringBuilder();
        sb.append(c).append(b).append(sh).append(i).append(l).append(f).append(d).append(z).append(nul).append(onul).append(chars).append(chars, 0, 1);
        System.out.println("append: " + sb);
    }
}
