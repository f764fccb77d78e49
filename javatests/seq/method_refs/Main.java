// Method references of every kind: static, bound instance (including
// this:: and super::), unbound instance, constructor, array constructor
// (int[]::new, String[]::new), a varargs target, and a generic method.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

public class Main {
    static class Parent {
        String greet(String who) {
            return "parent greets " + who;
        }
    }

    static class Child extends Parent {
        @Override
        String greet(String who) {
            return "child greets " + who;
        }

        Function<String, String> viaSuper() {
            return super::greet;
        }

        Function<String, String> viaThis() {
            return this::greet;
        }
    }

    static class Point {
        final int x, y;

        Point() {
            this(0, 0);
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    static int twice(int x) {
        return 2 * x;
    }

    static String joinAll(String... parts) {
        return String.join("+", parts);
    }

    static <T> List<T> listOf2(T a, T b) {
        List<T> l = new ArrayList<>();
        l.add(a);
        l.add(b);
        return l;
    }

    public static void main(String[] args) {
        Function<Integer, Integer> st = Main::twice;
        System.out.println("static: " + st.apply(21));
        String hello = "hello";
        Supplier<Integer> bound = hello::length;
        Function<String, Boolean> boundArg = hello::startsWith;
        System.out.println("bound: " + bound.get() + " " + boundArg.apply("he"));
        Function<String, String> unbound = String::toUpperCase;
        BiFunction<String, String, Integer> unbound2 = String::indexOf;
        ToIntFunction<String> len = String::length;
        System.out.println("unbound: " + unbound.apply("abc") + " " + unbound2.apply("banana", "nan") + " " + len.applyAsInt("four"));
        Supplier<Point> ctor0 = Point::new;
        BiFunction<Integer, Integer, Point> ctor2 = Point::new;
        System.out.println("ctor: " + ctor0.get() + " " + ctor2.apply(3, 4));
        Function<String, StringBuilder> sbNew = StringBuilder::new;
        System.out.println("sb: " + sbNew.apply("init").reverse());
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[]> strArr = String[]::new;
        Function<Integer, long[][]> longArr = long[][]::new;
        int[] ia = intArr.apply(4);
        String[] sa = strArr.apply(2);
        long[][] la = longArr.apply(3);
        System.out.println("arrays: " + ia.length + " " + sa.length + " " + la.length + " " + Arrays.toString(ia) + " " + Arrays.toString(sa));
        String[] fromStream = Arrays.asList("x", "y", "z").stream().toArray(String[]::new);
        System.out.println("toArray: " + Arrays.toString(fromStream));
        Child c = new Child();
        System.out.println(c.viaSuper().apply("A") + " / " + c.viaThis().apply("B"));
        Function<Parent, String> virt = p -> p.greet("V");
        System.out.println("virtual through lambda: " + virt.apply(c));
        BiFunction<String, String, String> va = Main::joinAll;
        Function<String, String> va1 = Main::joinAll;
        Supplier<String> va0 = Main::joinAll;
        System.out.println("varargs: " + va.apply("a", "b") + " " + va1.apply("c") + " [" + va0.get() + "]");
        BiFunction<String, String, List<String>> gen = Main::listOf2;
        System.out.println("generic: " + gen.apply("g1", "g2"));
        Function<Object, String> objToString = Object::toString;
        System.out.println("Object::toString on Integer: " + objToString.apply(12));
        Function<int[], int[]> cloner = int[]::clone;
        int[] orig = {1, 2, 3};
        int[] copy = cloner.apply(orig);
        copy[0] = 9;
        System.out.println("clone ref: " + Arrays.toString(orig) + " " + Arrays.toString(copy));
        Runnable printer = System.out::println;
        printer.run();
        System.out.println("after empty println");
    }
}
