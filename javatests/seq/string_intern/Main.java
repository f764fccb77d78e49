// String identity: literals are interned (the same object across classes),
// compile-time constant expressions are interned, runtime concatenation is
// not until intern(), final vs non-final locals in constant folding, and
// strings from other classes' constants.
public class Main {
    static final String CONST = "hel" + "lo";
    static String nonConst = "hel";

    static class Other {
        static final String LIT = "hello";
        static String get() {
            return "hello";
        }
    }

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        System.out.println("literal == literal: " + (a == b));
        System.out.println("literal == constant expr: " + (a == CONST) + " " + (a == ("he" + "llo")));
        System.out.println("literal == other class literal: " + (a == Other.LIT) + " " + (a == Other.get()));
        String runtime = nonConst + "lo";
        System.out.println("runtime concat ==: " + (a == runtime) + " equals: " + a.equals(runtime) + " intern ==: " + (a == runtime.intern()));
        final String fin = "hel";
        String notFin = "hel";
        System.out.println("final local folds: " + (a == (fin + "lo")) + ", non-final does not: " + (a == (notFin + "lo")));
        String built = new StringBuilder("hel").append("lo").toString();
        System.out.println("StringBuilder ==: " + (a == built) + " interned: " + (built.intern() == a));
        String fresh = new String("unique-" + args.length);
        String internedFresh = fresh.intern();
        System.out.println("first intern returns a canonical copy: " + (internedFresh == "unique-0") + " " + (internedFresh.intern() == internedFresh));
        System.out.println("valueOf(char[]) ==: " + (String.valueOf(new char[] {'h', 'i'}) == "hi") + " substring(0) same: " + (a.substring(0) == a) + " empty substring == \"\": " + ("" == a.substring(0, 0)));
        System.out.println("switch on interned: " + kind(runtime));
    }

    static String kind(String s) {
        switch (s) {
            case "hello":
                return "matched by equals";
            default:
                return "no match";
        }
    }
}
