// Virtual and interface dispatch: overriding through an abstract class,
// calling an overridden method from a superclass constructor, field hiding
// (static type decides), static method hiding, overloading resolved at
// compile time vs overriding at run time, final methods, and dispatch
// through arrays of the base type.
public class Main {
    abstract static class Shape {
        String name = "shape";

        abstract double area();

        String describe() {
            return name + " with area " + area();
        }

        static String kind() {
            return "Shape.kind";
        }

        final String fin() {
            return "final in Shape";
        }
    }

    static class Circle extends Shape {
        String name = "circle";
        final double r;

        Circle(double r) {
            this.r = r;
        }

        double area() {
            return 3 * r * r;
        }

        static String kind() {
            return "Circle.kind";
        }
    }

    static class Square extends Shape {
        final double s;

        Square(double s) {
            this.s = s;
            name = "square";
        }

        double area() {
            return s * s;
        }

        @Override
        String describe() {
            return "[" + super.describe() + "]";
        }
    }

    static String over(Object o) {
        return "Object";
    }

    static String over(String s) {
        return "String";
    }

    static String over(Integer i) {
        return "Integer";
    }

    static String over(long l) {
        return "long";
    }

    interface Visitor {
        String visitCircle(Circle c);

        String visitSquare(Square s);
    }

    static String accept(Shape s, Visitor v) {
        if (s instanceof Circle) {
            return v.visitCircle((Circle) s);
        }
        return v.visitSquare((Square) s);
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Square(2), new Circle(0.5)};
        for (Shape s : shapes) {
            System.out.println(s.describe() + " | field via Shape: " + s.name + " | " + s.fin());
        }
        Circle c = new Circle(2);
        Shape sc = c;
        System.out.println("hidden fields: " + c.name + " " + sc.name);
        System.out.println("static hiding: " + Circle.kind() + " " + Shape.kind());
        Object os = "str";
        int i = 5;
        System.out.println("overloads: " + over(os) + " " + over("str") + " " + over(7) + " " + over(i) + " " + over(Integer.valueOf(1)) + " " + over((Object) 1));
        Visitor v = new Visitor() {
            public String visitCircle(Circle c) {
                return "circle r=" + c.r;
            }

            public String visitSquare(Square s) {
                return "square s=" + s.s;
            }
        };
        for (Shape s : shapes) {
            System.out.println(accept(s, v));
        }
        Object o = c;
        System.out.println("equals default: " + o.equals(c) + " " + o.equals(new Circle(2)));
    }
}
