import java.util.List;

// An interface with abstract, default, static, private and private static
// methods, and a constant needing <clinit>.
public interface Iface {
    List<String> NAMES = List.of("a", "b");

    int size();

    default boolean isEmpty() {
        return check(size()) == 0;
    }

    default int twiceSize() {
        return helper() * 2;
    }

    static Iface of(int n) {
        return () -> n;
    }

    private int helper() {
        return size() + NAMES.size() - 2;
    }

    private static int check(int n) {
        return Math.max(n, 0);
    }
}
