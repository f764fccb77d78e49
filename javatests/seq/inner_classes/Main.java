// Inner (non-static) classes with this$0, inner classes of inner classes,
// anonymous classes capturing locals and extending classes with
// constructor arguments, local classes capturing effectively final
// variables, a local class in a static method, shadowing with Outer.this,
// and the names of these classes.
public class Main {
    String label = "outer";

    class Inner {
        String label = "inner";

        class Deeper {
            String label = "deeper";

            String all() {
                return label + "/" + Inner.this.label + "/" + Main.this.label;
            }
        }
    }

    abstract static class Shape {
        final String kind;

        Shape(String kind) {
            this.kind = kind;
        }

        abstract double area();

        @Override
        public String toString() {
            return kind + " area " + area();
        }
    }

    interface Visitor {
        String visit(int x);
    }

    static Shape square(double side) {
        return new Shape("square") {
            @Override
            double area() {
                return side * side;
            }
        };
    }

    Visitor visitor(String sep) {
        class Joiner implements Visitor {
            int calls;

            public String visit(int x) {
                calls++;
                return label + sep + x + sep + calls;
            }
        }
        return new Joiner();
    }

    static int localInStatic(int n) {
        class Acc {
            int total;

            void add(int v) {
                total += v + n;
            }
        }
        Acc a = new Acc();
        for (int i = 0; i < 4; i++) {
            a.add(i);
        }
        return a.total;
    }

    public static void main(String[] args) {
        Main outer = new Main();
        Main.Inner inner = outer.new Inner();
        Main.Inner.Deeper deeper = inner.new Deeper();
        System.out.println(deeper.all());
        outer.label = "changed";
        System.out.println(deeper.all());
        System.out.println(square(1.5));
        Visitor v = outer.visitor("-");
        System.out.println(v.visit(1) + " " + v.visit(2));
        System.out.println("localInStatic = " + localInStatic(10));
        int base = 3;
        Visitor anon = new Visitor() {
            int state = base;

            public String visit(int x) {
                state += x;
                return "anon state " + state;
            }
        };
        System.out.println(anon.visit(4) + ", " + anon.visit(5));
        System.out.println("names: " + inner.getClass().getName() + " " + deeper.getClass().getName() + " " + v.getClass().getName() + " " + anon.getClass().getName() + " " + square(1).getClass().getName());
        System.out.println("simple: [" + inner.getClass().getSimpleName() + "] [" + v.getClass().getSimpleName() + "] [" + anon.getClass().getSimpleName() + "]");
        System.out.println("kinds: " + anon.getClass().isAnonymousClass() + " " + v.getClass().isLocalClass() + " " + inner.getClass().isMemberClass());
        System.out.println("enclosing: " + deeper.getClass().getEnclosingClass().getName());
    }
}
