// Pattern matching for switch (Java 21): a sealed interface hierarchy with
// exhaustive type patterns (no default), guards with `when`, case null,
// patterns on Object with primitives' boxes, qualified enum constants, and
// a MatchException-free dispatch. Needs javac 21+ (SwitchBootstraps).
public class Main {
    sealed interface Shape permits Circle, Square, Rect { }

    record Circle(double r) implements Shape { }

    record Square(double side) implements Shape { }

    static final class Rect implements Shape {
        final double w, h;

        Rect(double w, double h) {
            this.w = w;
            this.h = h;
        }
    }

    enum Color { RED, GREEN }

    static double area(Shape s) {
        return switch (s) {
            case Circle c -> 3 * c.r() * c.r();
            case Square q -> q.side() * q.side();
            case Rect r -> r.w * r.h;
        };
    }

    static String classify(Object o) {
        return switch (o) {
            case null -> "null!";
            case Integer i when i > 100 -> "big int " + i;
            case Integer i -> "int " + i;
            case Long l -> "long " + l;
            case String s when s.isEmpty() -> "empty string";
            case String s -> "string of " + s.length();
            case Color c when c == Color.RED -> "red";
            case Color c -> "color " + c.name().toLowerCase();
            case int[] arr -> "int array of " + arr.length;
            case Shape sh -> "shape with area " + area(sh);
            default -> "other " + o.getClass().getSimpleName();
        };
    }

    static String colorName(Color c) {
        return switch (c) {
            case RED -> "r";
            case GREEN -> "g";
        };
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Square(2), new Rect(2, 3)};
        for (Shape s : shapes) {
            System.out.println(s.getClass().getSimpleName() + " " + area(s));
        }
        Object[] things = {null, 5, 500, 7L, "", "abc", Color.RED, Color.GREEN, new int[3], new Circle(2), 2.5, 'c'};
        for (Object o : things) {
            System.out.println(classify(o));
        }
        System.out.println(colorName(Color.RED) + colorName(Color.GREEN));
        System.out.println("sealed: " + Shape.class.isSealed() + " permitted " + Shape.class.getPermittedSubclasses().length);
    }
}
