// A sealed interface (PermittedSubclasses) with a final class, a record
// and a non-sealed class as its permitted subtypes, and code using
// pattern matching for instanceof and switch expressions.
public sealed interface Shape permits Circle, Square, Poly {
    double area();

    static String describe(Shape s) {
        if (s instanceof Circle c && c.r() > 10) {
            return "big circle";
        }
        return switch (s.kind()) {
            case 0 -> "circle";
            case 1 -> "square";
            default -> {
                String k = "poly" + s.kind();
                yield k.toUpperCase();
            }
        };
    }

    int kind();
}

final class Circle implements Shape {
    private final double r;

    Circle(double r) {
        this.r = r;
    }

    double r() {
        return r;
    }

    public double area() {
        return Math.PI * r * r;
    }

    public int kind() {
        return 0;
    }
}

record Square(double side) implements Shape {
    public double area() {
        return side * side;
    }

    public int kind() {
        return 1;
    }
}

non-sealed class Poly implements Shape {
    int sides = 5;

    public double area() {
        return sides;
    }

    public int kind() {
        return sides;
    }
}
