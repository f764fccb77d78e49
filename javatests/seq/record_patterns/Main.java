// Record patterns (Java 21): deconstruction in instanceof and switch,
// nested record patterns, var in patterns, generic records, and an
// expression evaluator over a sealed record hierarchy.
public class Main {
    sealed interface Expr permits Num, Add, Mul, Neg { }

    record Num(int value) implements Expr { }

    record Add(Expr left, Expr right) implements Expr { }

    record Mul(Expr left, Expr right) implements Expr { }

    record Neg(Expr inner) implements Expr { }

    record Pair<A, B>(A first, B second) { }

    static int eval(Expr e) {
        return switch (e) {
            case Num(int v) -> v;
            case Add(Num(var a), Num(var b)) -> a + b;
            case Add(Expr l, Expr r) -> eval(l) + eval(r);
            case Mul(Num(int z), Expr r) when z == 0 -> 0;
            case Mul(Expr l, Expr r) -> eval(l) * eval(r);
            case Neg(Neg(Expr inner)) -> eval(inner);
            case Neg(Expr inner) -> -eval(inner);
        };
    }

    static String show(Expr e) {
        return switch (e) {
            case Num n -> Integer.toString(n.value());
            case Add a -> "(" + show(a.left()) + " + " + show(a.right()) + ")";
            case Mul m -> show(m.left()) + " * " + show(m.right());
            case Neg(var inner) -> "-" + show(inner);
        };
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Neg(new Num(5))));
        System.out.println(show(e) + " = " + eval(e));
        System.out.println(eval(new Mul(new Num(0), new Num(99))) + " " + eval(new Add(new Num(1), new Num(2))));
        Object o = new Pair<>("key", 42);
        if (o instanceof Pair<?, ?>(String k, Integer v) && v > 40) {
            System.out.println("pair " + k + " -> " + (v + 1));
        }
        Object p = new Pair<>(new Pair<>(1, 2), "outer");
        if (p instanceof Pair(Pair(var a, var b), var c)) {
            System.out.println("nested: " + a + " " + b + " " + c);
        }
        System.out.println(e);
    }
}
