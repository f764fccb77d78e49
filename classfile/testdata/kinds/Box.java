import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

// A generic class with a bounded type parameter, a generic method, a
// wildcard, and a bridge method (compareTo(Object)).
public class Box<T extends Comparable<? super T>> implements Comparable<Box<T>> {
    private final T value;
    private final List<? extends Number> weights;

    public Box(T value, List<? extends Number> weights) {
        this.value = value;
        this.weights = weights;
    }

    public T get() {
        return value;
    }

    @Override
    public int compareTo(Box<T> other) {
        return value.compareTo(other.value);
    }

    public static <E extends Comparable<? super E>> Box<E> max(Collection<Box<E>> boxes) {
        Box<E> best = null;
        for (Box<E> b : boxes) {
            if (best == null || b.compareTo(best) > 0) {
                best = b;
            }
        }
        return best;
    }

    public double totalWeight() {
        double s = 0;
        for (Number n : weights) {
            s += n.doubleValue();
        }
        return s;
    }

    @SafeVarargs
    public static <E> List<E> listOf(E... es) {
        List<E> out = new ArrayList<>();
        for (E e : es) {
            out.add(e);
        }
        return out;
    }
}
