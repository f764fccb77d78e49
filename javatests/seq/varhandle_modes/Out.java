// How the program prints a result: its class, so that a value boxed to
// the wrong wrapper shows, and its value (a char as its code).
final class Out {
    static String show(Object o) {
        if (o == null) {
            return "null";
        }
        if (o instanceof Character) {
            return "Character:" + (int) (Character) o;
        }
        return o.getClass().getSimpleName() + ":" + o;
    }

    static String hex(byte[] a) {
        StringBuilder sb = new StringBuilder();
        for (byte b : a) {
            sb.append(Character.forDigit((b >> 4) & 15, 16)).append(Character.forDigit(b & 15, 16));
        }
        return sb.toString();
    }

    // r prints a result and the variable after the access.
    static void r(String what, Object result, Object now) {
        System.out.println(what + " -> " + show(result) + " now " + show(now));
    }

    // v prints the variable after an access without a result.
    static void v(String what, Object now) {
        System.out.println(what + " now " + show(now));
    }

    // p prints a result.
    static void p(String what, Object result) {
        System.out.println(what + " -> " + show(result));
    }

    // x prints an exception with its message.
    static void x(String what, Throwable e) {
        System.out.println(what + " throws " + e.getClass().getName() + ": " + e.getMessage());
    }

    // xc prints an exception's class only (its message names an identity hash).
    static void xc(String what, Throwable e) {
        System.out.println(what + " throws " + e.getClass().getName());
    }
}
