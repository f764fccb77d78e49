// Serializable lambdas and method references (intersection casts compiled
// with LambdaMetafactory.altMetafactory and a $deserializeLambda$ method):
// they work as ordinary lambdas and are instances of Serializable; a marker
// interface in the intersection is implemented too.
import java.io.Serializable;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

public class Main {
    interface Marker { }

    interface SerFn extends Function<String, String>, Serializable { }

    public static void main(String[] args) {
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable");
        r.run();
        System.out.println("r is Serializable: " + (r instanceof Serializable));
        int captured = 5;
        Supplier<Integer> s = (Supplier<Integer> & Serializable) () -> captured * 2;
        System.out.println("captured: " + s.get() + " serializable=" + (s instanceof Serializable));
        SerFn upper = String::toUpperCase;
        System.out.println(upper.apply("ser fn") + " " + (upper instanceof Serializable));
        Runnable marked = (Runnable & Marker) () -> System.out.println("marked");
        marked.run();
        System.out.println("marked is Marker: " + (marked instanceof Marker) + ", Serializable: " + (marked instanceof Serializable));
        Comparator<String> cmp = (Comparator<String> & Serializable) (a, b) -> b.compareTo(a);
        System.out.println("cmp: " + cmp.compare("a", "b") + " serializable=" + (cmp instanceof Serializable));
        Runnable plain = () -> { };
        System.out.println("plain is Serializable: " + (plain instanceof Serializable));
    }
}
