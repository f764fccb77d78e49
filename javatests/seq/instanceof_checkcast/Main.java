// instanceof and checkcast against classes, interfaces, arrays (covariant,
// primitive, multi-dimensional), null, and failing casts caught with their
// messages.
import java.io.Serializable;

public class Main {
    interface Shape { }
    interface Round extends Shape { }
    static class Base implements Shape { }
    static class Circle extends Base implements Round { }
    static class Square extends Base { }

    static String describe(Object o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o instanceof Object ? "O" : "-");
        sb.append(o instanceof Shape ? "S" : "-");
        sb.append(o instanceof Round ? "R" : "-");
        sb.append(o instanceof Base ? "B" : "-");
        sb.append(o instanceof Circle ? "C" : "-");
        sb.append(o instanceof Square ? "Q" : "-");
        sb.append(o instanceof Object[] ? "[O" : "--");
        sb.append(o instanceof Shape[] ? "[S" : "--");
        sb.append(o instanceof Base[] ? "[B" : "--");
        sb.append(o instanceof int[] ? "[I" : "--");
        sb.append(o instanceof Cloneable ? "Cl" : "--");
        sb.append(o instanceof Serializable ? "Se" : "--");
        sb.append(o instanceof CharSequence ? "CS" : "--");
        sb.append(o instanceof Comparable ? "Co" : "--");
        sb.append(o instanceof Object[][] ? "[[" : "--");
        return sb.toString();
    }

    public static void main(String[] args) {
        Object[] things = {null, new Object(), new Base(), new Circle(), new Square(), new Circle[1], new Base[0], new Shape[2],
            new int[1], new long[0], "str", 42, new Object[0][0], new int[1][1], new StringBuilder("sb")};
        String[] names = {"null", "Object", "Base", "Circle", "Square", "Circle[]", "Base[]", "Shape[]", "int[]", "long[]", "String",
            "Integer", "Object[][]", "int[][]", "StringBuilder"};
        for (int i = 0; i < things.length; i++) {
            System.out.println(String.format("%-14s %s", names[i], describe(things[i])));
        }
        Object n = null;
        String s = (String) n;
        Circle c = (Circle) n;
        System.out.println("null casts fine: " + s + " " + c);
        Object circles = new Circle[] {new Circle()};
        Shape[] shapes = (Shape[]) circles;
        Base[] bases = (Base[]) circles;
        Object[] objs = (Object[]) circles;
        System.out.println("array casts fine: " + shapes.length + bases.length + objs.length);
        Object[] tests = {new Square(), "x", new int[0], new Base[0], 3.0};
        for (Object t : tests) {
            try {
                Round r = (Round) t;
                System.out.println("cast ok?" + (r != null));
            } catch (ClassCastException e) {
                System.out.println("CCE: " + e.getMessage());
            }
        }
        try {
            Object o = new Base();
            Circle bad = (Circle) o;
            System.out.println("no exception? " + (bad != null));
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = new Base[1];
            Circle[] bad = (Circle[]) o;
            System.out.println("no exception? " + bad.length);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object o = 1L;
            Integer bad = (Integer) o;
            System.out.println("no exception? " + bad);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
    }
}
