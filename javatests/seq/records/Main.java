// Records (Java 16): generated toString/equals/hashCode via ObjectMethods
// bootstrap, accessors, compact and canonical constructors with validation,
// static members, nested records, records implementing interfaces,
// arrays in records (reference equality), and getRecordComponents-free use.
import java.util.List;

public class Main {
    record Point(int x, int y) {
        static Point ORIGIN = new Point(0, 0);

        Point {
            if (x < -1000) {
                throw new IllegalArgumentException("x too small: " + x);
            }
        }

        Point scale(int k) {
            return new Point(x * k, y * k);
        }
    }

    record Named(String name, Point where, List<String> tags) { }

    record Prims(boolean z, byte b, short s, char c, int i, long l, float f, double d) { }

    interface HasArea {
        double area();
    }

    record Rect(double w, double h) implements HasArea {
        Rect(double side) {
            this(side, side);
        }

        public double area() {
            return w * h;
        }
    }

    record Box(int[] data) { }

    record Empty() { }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " " + p.x() + " " + p.y());
        System.out.println("equals=" + p.equals(q) + " same=" + (p == q) + " hash=" + p.hashCode() + " " + q.hashCode());
        System.out.println("scale=" + p.scale(3) + " origin=" + Point.ORIGIN + " eqOrigin=" + p.equals(Point.ORIGIN));
        Named n = new Named("pt", p, List.of("a", "b"));
        System.out.println(n + " hash=" + n.hashCode());
        System.out.println("equal named: " + n.equals(new Named("pt", new Point(3, 4), List.of("a", "b"))));
        Named withNull = new Named(null, null, null);
        System.out.println(withNull + " hash=" + withNull.hashCode() + " eq=" + withNull.equals(new Named(null, null, null)));
        Prims pr = new Prims(true, (byte) 1, (short) 2, 'c', 4, 5L, 6.5f, 7.25);
        System.out.println(pr + " hash=" + pr.hashCode());
        System.out.println("prims -0.0 vs 0.0 equal: " + new Prims(false, (byte) 0, (short) 0, 'a', 0, 0, -0.0f, 0).equals(new Prims(false, (byte) 0, (short) 0, 'a', 0, 0, 0.0f, 0)));
        System.out.println("NaN equal: " + new Rect(Double.NaN, 1).equals(new Rect(Double.NaN, 1)));
        Rect r = new Rect(2.5);
        HasArea a = r;
        System.out.println(r + " area=" + a.area() + " hash=" + r.hashCode());
        int[] data = {1, 2};
        System.out.println("box equal same array: " + new Box(data).equals(new Box(data)) + ", copies: " + new Box(data).equals(new Box(data.clone())));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        try {
            new Point(-2000, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor: " + e.getMessage());
        }
        System.out.println("isRecord: " + Point.class.isRecord() + " " + String.class.isRecord());
    }
}
