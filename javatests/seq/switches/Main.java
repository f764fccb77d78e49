// tableswitch and lookupswitch: dense and sparse cases, negative and extreme
// keys, default in the middle, fall-through, switch on char/byte/short, and
// nested switches.
public class Main {
    static String dense(int x) {
        switch (x) {
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 5: return "five";
            default: return "other(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "min";
            case -1000000: return "-1e6";
            case 10: return "ten";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "max";
            default: return "default";
        }
    }

    static int fallthrough(int x) {
        int r = 0;
        switch (x) {
            case 1:
                r += 1;
            case 2:
                r += 10;
                break;
            default:
                r += 1000;
            case 3:
                r += 100;
        }
        return r;
    }

    static String chars(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case '\u00e9': return "e-acute";
            default: return Character.isDigit(c) ? "digit" : "consonant";
        }
    }

    static int nested(int a, int b) {
        switch (a) {
            case 0:
                switch (b) {
                    case 0: return 0;
                    case 1: return 1;
                    default: return 2;
                }
            case 1:
                switch (b) {
                    case 100: return 3;
                    case 200: return 4;
                    default: return 5;
                }
            default:
                return 6;
        }
    }

    public static void main(String[] args) {
        for (int i = -3; i <= 7; i++) {
            System.out.println("dense(" + i + ") = " + dense(i));
        }
        int[] keys = {Integer.MIN_VALUE, -1000000, -999999, 10, 11, 1000, 65536, Integer.MAX_VALUE, 0};
        for (int k : keys) {
            System.out.println("sparse(" + k + ") = " + sparse(k));
        }
        for (int i = 0; i <= 4; i++) {
            System.out.println("fallthrough(" + i + ") = " + fallthrough(i));
        }
        for (char c : "hi o9\u00e9".toCharArray()) {
            System.out.println("chars('" + c + "') = " + chars(c));
        }
        byte by = -2;
        switch (by) {
            case -2: System.out.println("byte -2"); break;
            default: System.out.println("byte other");
        }
        short sh = 300;
        switch (sh) {
            case 300: System.out.println("short 300"); break;
            default: System.out.println("short other");
        }
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a < 3; a++) {
            for (int b : new int[] {0, 1, 100, 200, 7}) {
                sb.append(nested(a, b));
            }
        }
        System.out.println("nested = " + sb);
    }
}
