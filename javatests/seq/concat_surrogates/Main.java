// String concatenation whose literal parts hold unpaired surrogates,
// surrogate pairs, NUL and the recipe's own tag characters \u0001 and
// \u0002 (which javac passes as constants): the text must reach the
// result unit for unit. Found by the seqgen fuzzer (an unpaired surrogate
// in a recipe became U+FFFD).
public class Main {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                b.append(c);
            } else {
                b.append("\\u").append(Integer.toHexString(c));
            }
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String a = args.length > 0 ? args[0] : "AaBB";
        int n = a.length();
        char hi = (char) (0xd800 + n);
        System.out.println(esc(a + "0" + "\ud800"));
        System.out.println(esc(a + "x\udc00y" + n));
        System.out.println(esc("\udbff" + a + "\ud83d\ude00" + n + "\u0000"));
        System.out.println(esc(n + "\u0001" + a + "\u0002" + n + "\u0001\u0002"));
        System.out.println(esc(hi + a + hi));
        System.out.println(esc(a + '\ud801' + 'x'));
        String s = "\ud800";
        System.out.println(esc(a + s) + " " + (a + s).length() + " " + (a + s).codePointAt(n));
        System.out.println((a + "\ud800").equals(a + s) + " " + (a + "\ud800").hashCode());
    }
}
