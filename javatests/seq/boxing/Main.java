// Boxing and unboxing: Integer cache (valueOf(127) identical, 128 not),
// Long/Short/Byte/Character caches, Boolean constants, equals across
// types, unboxing null (NPE), arithmetic on boxed values, compound
// assignment on Integer, ternary unboxing, and comparisons by == vs equals.
public class Main {
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println("127==127: " + (a == b) + ", 128==128: " + (c == d) + ", equals: " + c.equals(d));
        System.out.println("valueOf(-128)==: " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + ", valueOf(-129)==: " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127: " + (l1 == l2) + ", Long 128: " + (l3 == l4));
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println("Character 'a': " + (c1 == c2) + ", '\\u0100': " + (c3 == c4));
        Short s1 = 100, s2 = 100;
        Byte b1 = -128, b2 = -128;
        System.out.println("Short: " + (s1 == s2) + ", Byte: " + (b1 == b2));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println("Boolean: " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + " parse 'yes': " + Boolean.parseBoolean("yes"));
        System.out.println("new Integer vs valueOf: " + (Integer.valueOf(5).equals(5)) + " Long.equals(Integer): " + Long.valueOf(5).equals(5) + " " + Long.valueOf(5).equals(5L));
        Integer n = null;
        try {
            int x = n;
            System.out.println("no exception? " + x);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: NPE");
        }
        Integer sum = 0;
        for (int i = 0; i < 10; i++) {
            sum += i;
        }
        Integer inc = 5;
        inc++;
        System.out.println("sum=" + sum + " inc=" + inc);
        Double dd = 0.1 + 0.2;
        Float ff = 1.5f;
        System.out.println("Double: " + dd + " Float: " + ff + " mixed: " + (dd + ff) + " compare: " + dd.compareTo(0.3));
        boolean flag = true;
        Integer tern = flag ? 1 : Integer.valueOf(2);
        Object mixedTernary = flag ? 1 : "s";
        Object numericPromotion = flag ? Integer.valueOf(1) : Double.valueOf(2);
        System.out.println("ternary: " + tern + " " + mixedTernary + " " + numericPromotion);
        Integer big1 = 1000, big2 = 1000;
        System.out.println("<, <=, >: " + (big1 < big2) + " " + (big1 <= big2) + " " + (big1 > 999) + " == with unbox: " + (big1 == 1000));
        System.out.println("Integer.MAX_VALUE + 1 boxed: " + (Integer.valueOf(Integer.MAX_VALUE) + 1));
        System.out.println("Double.valueOf(NaN).equals(NaN): " + Double.valueOf(Double.NaN).equals(Double.NaN) + ", 0.0 equals -0.0: " + Double.valueOf(0.0).equals(-0.0) + ", 0.0 == -0.0: " + (0.0 == -0.0));
        System.out.println("Integer.compare: " + Integer.compare(3, 7) + " Character.compare: " + Character.compare('b', 'a') + " Boolean.compare: " + Boolean.compare(true, false));
        Object o = 42;
        System.out.println("boxed class: " + o.getClass().getName() + " " + ((Object) 'c').getClass().getSimpleName() + " " + ((Object) 1L).getClass().getSimpleName() + " " + ((Object) 2.0f).getClass().getSimpleName());
        System.out.println("intValue of Double: " + Double.valueOf(3.99).intValue() + " longValue of Float: " + Float.valueOf(-2.5f).longValue() + " byteValue: " + Integer.valueOf(200).byteValue());
    }
}
