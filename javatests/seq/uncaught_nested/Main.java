// An uncaught exception thrown deep in a chain of calls through static,
// instance, constructor and lambda frames; finally blocks on the way out
// still run and print; exit code 1.
import java.util.function.IntUnaryOperator;

public class Main {
    final int limit;

    Main(int limit) {
        this.limit = limit;
        validate(limit);
    }

    void validate(int n) {
        IntUnaryOperator op = x -> check(x);
        op.applyAsInt(n);
    }

    static int check(int x) {
        if (x > 3) {
            throw new UnsupportedOperationException("limit " + x + " too high");
        }
        return x;
    }

    static void level(int depth) {
        try {
            if (depth == 0) {
                new Main(7);
            } else {
                level(depth - 1);
            }
        } finally {
            System.out.println("unwinding depth " + depth);
        }
    }

    public static void main(String[] args) {
        System.out.println("small ok: " + new Main(2).limit);
        level(3);
    }
}
