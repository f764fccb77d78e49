// Lambdas via invokedynamic/LambdaMetafactory: non-capturing (a single
// shared instance), capturing locals/this/parameters, lambdas of primitive
// functional interfaces, custom functional interfaces with default methods,
// lambdas returning lambdas, recursion through a field, and composition.
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class Main {
    interface Calc {
        int apply(int a, int b);

        default Calc andThenDouble() {
            return (a, b) -> apply(a, b) * 2;
        }
    }

    int base = 100;
    static Function<Integer, Integer> fact;

    Supplier<Integer> captureThis() {
        return () -> base + 1;
    }

    static Runnable counter(String label) {
        int[] box = {0};
        return () -> {
            box[0]++;
            System.out.println(label + " " + box[0]);
        };
    }

    static Supplier<String> nonCapturing() {
        return () -> "constant";
    }

    public static void main(String[] args) {
        Calc add = (a, b) -> a + b;
        Calc mul = (int a, int b) -> {
            return a * b;
        };
        System.out.println("add=" + add.apply(3, 4) + " mul=" + mul.apply(3, 4) + " addDoubled=" + add.andThenDouble().apply(3, 4));
        int offset = 10;
        String prefix = "p:";
        Function<Integer, String> cap = x -> prefix + (x + offset);
        System.out.println(cap.apply(5));
        Main m = new Main();
        Supplier<Integer> s = m.captureThis();
        m.base = 200;
        System.out.println("captured this sees update: " + s.get());
        Runnable c1 = counter("c1");
        Runnable c2 = counter("c2");
        c1.run();
        c1.run();
        c2.run();
        System.out.println("non-capturing shared: " + (nonCapturing() == nonCapturing()));
        IntBinaryOperator max = (a, b) -> a > b ? a : b;
        IntPredicate even = x -> x % 2 == 0;
        System.out.println("max=" + max.applyAsInt(-3, 7) + " even(10)=" + even.test(10) + " even.negate(10)=" + even.negate().test(10));
        Function<Integer, Function<Integer, Integer>> curried = a -> b -> a - b;
        System.out.println("curried: " + curried.apply(10).apply(3));
        fact = n -> n <= 1 ? 1 : n * fact.apply(n - 1);
        System.out.println("fact(10) = " + fact.apply(10));
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> dbl = x -> x * 2;
        System.out.println("compose=" + inc.compose(dbl).apply(5) + " andThen=" + inc.andThen(dbl).apply(5) + " identity=" + Function.<Integer>identity().apply(9));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longer = x -> x.length() > 3;
        System.out.println("or=" + empty.or(longer).test("abcd") + " and=" + empty.and(longer).test("") + " not=" + Predicate.not(empty).test("x"));
        BiFunction<String, Integer, String> rep = (str, n) -> str.repeat(n);
        System.out.println(rep.andThen(String::toUpperCase).apply("ab", 3));
        UnaryOperator<String> up = String::toUpperCase;
        System.out.println(up.apply("unary"));
        long bigL = 1L << 40;
        double d = 2.5;
        char ch = 'q';
        boolean flag = true;
        Supplier<String> prims = () -> bigL + "/" + d + "/" + ch + "/" + flag;
        System.out.println(prims.get());
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < 3; i++) {
            int j = i;
            rs[i] = () -> System.out.println("loop lambda " + j);
        }
        for (Runnable r : rs) {
            r.run();
        }
        Object o = (Runnable) () -> { };
        System.out.println("lambda is Runnable: " + (o instanceof Runnable));
    }
}
