import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;

// Lambdas (capturing and not) and the four kinds of method reference, all
// compiled to invokedynamic with LambdaMetafactory bootstrap methods.
public class Lambdas {
    private int base = 10;

    static int twice(int x) {
        return 2 * x;
    }

    int addBase(int x) {
        return x + base;
    }

    List<Integer> run(List<String> in) {
        int offset = in.size();
        Function<String, Integer> len = String::length;          // unbound
        Function<Integer, Integer> tw = Lambdas::twice;          // static
        Function<Integer, Integer> ab = this::addBase;           // bound
        Supplier<List<Integer>> mk = ArrayList::new;             // constructor
        BiFunction<Integer, Integer, Integer> plus = (a, b) -> a + b + offset;
        IntBinaryOperator max = Math::max;
        Runnable r = () -> base++;
        r.run();
        List<Integer> out = mk.get();
        for (String s : in) {
            out.add(plus.apply(ab.apply(tw.apply(len.apply(s))), max.applyAsInt(1, 2)));
        }
        out.sort(Comparator.reverseOrder());
        in.forEach(s -> out.add(s.hashCode() ^ offset));
        return out;
    }

    static String concat(String a, int b, long c, char d) {
        return a + b + c + d + "!";
    }
}
