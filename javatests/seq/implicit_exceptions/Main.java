// Exceptions the VM throws implicitly, with their messages:
// ArrayIndexOutOfBounds (load and store, negative index, every array type),
// ClassCastException, NegativeArraySizeException, ArrayStoreException,
// ArithmeticException, plus index errors thrown by String and ArrayList.
import java.util.ArrayList;
import java.util.List;

public class Main {
    interface Op {
        void run() throws Exception;
    }

    static class Animal { }
    static class Dog extends Animal { }
    static class Cat extends Animal { }

    static void attempt(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ia = new int[3];
        long[] la = new long[2];
        byte[] ba = new byte[1];
        char[] ca = new char[0];
        double[] da = new double[4];
        boolean[] za = new boolean[2];
        short[] sa = new short[2];
        float[] fa = new float[2];
        String[] strs = new String[2];
        attempt("int load 3", () -> System.out.println(ia[3]));
        attempt("int store -1", () -> ia[-1] = 5);
        attempt("long load 2", () -> System.out.println(la[2]));
        attempt("byte store 10", () -> ba[10] = 1);
        attempt("char load 0", () -> System.out.println(ca[0]));
        attempt("double load MIN", () -> System.out.println(da[Integer.MIN_VALUE]));
        attempt("boolean store 2", () -> za[2] = true);
        attempt("short load 5", () -> System.out.println(sa[5]));
        attempt("float store 2", () -> fa[2] = 1f);
        attempt("String load 2", () -> System.out.println(strs[2]));
        attempt("iinc on element", () -> ia[7]++);
        attempt("cast Dog->Cat", () -> {
            Animal a = new Dog();
            Cat c = (Cat) a;
            System.out.println(c);
        });
        attempt("cast String->Integer", () -> {
            Object o = "s";
            Integer i = (Integer) o;
            System.out.println(i);
        });
        attempt("cast int[]->long[]", () -> {
            Object o = new int[0];
            long[] l = (long[]) o;
            System.out.println(l.length);
        });
        attempt("cast Dog[]->Cat[]", () -> {
            Object o = new Dog[0];
            Cat[] l = (Cat[]) o;
            System.out.println(l.length);
        });
        attempt("new int[-5]", () -> System.out.println(new int[-5].length));
        attempt("new String[-1]", () -> System.out.println(new String[-1].length));
        attempt("store Integer in String[]", () -> {
            Object[] os = new String[1];
            os[0] = Integer.valueOf(1);
        });
        attempt("store Cat in Dog[]", () -> {
            Animal[] as = new Dog[1];
            as[0] = new Cat();
        });
        attempt("store int[] in Object[][]", () -> {
            Object[] os = new Object[1][];
            os[0] = new int[1];
        });
        attempt("int / 0", () -> System.out.println(ia[0] / ia[1]));
        attempt("int % 0", () -> System.out.println(5 % ia[1]));
        attempt("long / 0", () -> System.out.println(5L / la[1]));
        attempt("charAt(10)", () -> System.out.println("abc".charAt(10)));
        attempt("substring(2,1)", () -> System.out.println("abc".substring(2, 1)));
        List<String> list = new ArrayList<>();
        list.add("only");
        attempt("list.get(1)", () -> System.out.println(list.get(1)));
        attempt("list.remove(-1)", () -> System.out.println(list.remove(-1)));
        attempt("List.of().get(0)", () -> System.out.println(List.of().get(0)));
        attempt("iterator.next()", () -> new ArrayList<String>().iterator().next());
        attempt("Object[] store null", () -> {
            Object[] os = new String[1];
            os[0] = null;
            System.out.println("null stored: " + os[0]);
        });
    }
}
