// Helpful NullPointerException messages whose null comes from further
// away than the instruction before: array stores after a computed value,
// methods inherited from a superclass (the message names the class the
// call site names), ternaries (paths disagree: no "because"), constants
// pushed by sipush, and chains of fields, array elements and calls.
// Found by the seqgen fuzzer (javatests/seqgen_test.go).
import java.util.function.Function;

public class Main {
    enum Col { RED, GREEN }

    static int sI = 5;
    static int[][] grid = new int[3][];
    static Holder holder;
    Holder inst;

    static class Holder {
        int[] arr;
        Holder next;
        String s;

        Holder get() {
            return null;
        }
    }

    interface Run {
        void run() throws Exception;
    }

    static void check(String what, Run r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static String nothing(int k) {
        return k > 100 ? "x" : null;
    }

    public static void main(String[] args) {
        int[][] md = new int[2][];
        long[][][] ld = new long[2][2][];
        check("store after sum", () -> md[1][0] = sI + 1);
        check("store after call", () -> md[1][0] = Integer.toString(sI).length());
        check("store after charAt", () -> md[1][0] = (Integer.toString(sI).charAt(0) + (-748743427)));
        check("long store", () -> ld[1][0][1] = sI * 3L);
        check("double index", () -> md[sI - 4][sI] = 1);
        check("load after arith", () -> System.out.println(md[1][sI - 5] + 1));
        Col nullCol = args.length > 5 ? Col.RED : null;
        check("enum ordinal", () -> System.out.println(nullCol.ordinal()));
        check("enum name", () -> System.out.println(nullCol.name()));
        check("enum switch", () -> {
            switch (nullCol) {
                case RED:
                    System.out.println("red");
                    break;
                default:
                    System.out.println("other");
            }
        });
        StringBuilder sb = args.length > 5 ? new StringBuilder() : null;
        check("inherited method", () -> sb.append(1).length());
        check("ternary", () -> {
            int[] a = null, b = null;
            int k = (args.length > 0 ? a : b)[0];
            System.out.println(k);
        });
        check("sipush index", () -> {
            Object[][] big = new Object[2000][];
            System.out.println(big[1000][0]);
        });
        check("negative sipush", () -> {
            int[][] neg = new int[2][];
            neg[(short) -1000 + 1001][0] = 1;
        });
        check("static chain", () -> System.out.println(holder.next.arr[0]));
        check("static field array", () -> System.out.println(grid[2][1]));
        check("call result field", () -> System.out.println(new Holder().get().s));
        check("call result call", () -> System.out.println(nothing(3).length()));
        check("field of field", () -> {
            Holder h = new Holder();
            h.next = new Holder();
            System.out.println(h.next.arr.length);
        });
        check("instance field", () -> new Main().inst.s = "x");
        check("array of holders", () -> {
            Holder[] hs = new Holder[3];
            int i = 2;
            hs[i].arr[i] = 4;
        });
        check("method index", () -> {
            Holder[] hs = new Holder[3];
            System.out.println(hs[Integer.parseInt("1")].s);
        });
        check("catch parameter", () -> {
            try {
                throw new IllegalStateException();
            } catch (IllegalStateException e) {
                String m = e.getMessage();
                System.out.println(m.length());
            }
        });
        check("loop", () -> {
            String s = "a";
            for (int i = 0; i < 3; i++) {
                System.out.println(s.length());
                s = i == 1 ? null : s + i;
            }
        });
        check("synchronized", () -> {
            Object lock = args.length > 5 ? new Object() : null;
            synchronized (lock) {
                System.out.println("locked");
            }
        });
        check("throw null", () -> {
            RuntimeException r = args.length > 5 ? new RuntimeException() : null;
            throw r;
        });
        check("unboxing", () -> {
            Integer n = args.length > 5 ? 1 : null;
            int x = n;
            System.out.println(x);
        });
        check("unboxing ternary", () -> {
            Integer n = null;
            Integer r = args.length == 0 ? n : Integer.valueOf(0);
            int x = args.length == 0 ? n : 0;
            System.out.println(r + x);
        });
        Function<String, Integer> len = String::length;
        check("method reference", () -> System.out.println(len.apply(null)));
        check("this field", new Main()::useField);
    }

    void useField() {
        System.out.println(inst.arr[0]);
    }
}
