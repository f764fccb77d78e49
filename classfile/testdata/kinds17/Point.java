import java.util.Objects;

// A record: the Record attribute, the implicit accessors and the
// ObjectMethods bootstrap for toString/hashCode/equals; a compact
// constructor and a static factory.
public record Point(int x, int y, String label) implements Comparable<Point> {
    public Point {
        Objects.requireNonNull(label);
        if (x < 0) {
            throw new IllegalArgumentException("x");
        }
    }

    static Point origin() {
        return new Point(0, 0, "o");
    }

    double norm() {
        return Math.sqrt((double) x * x + (double) y * y);
    }

    @Override
    public int compareTo(Point o) {
        return Double.compare(norm(), o.norm());
    }
}
