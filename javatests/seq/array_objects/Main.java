// Arrays and classes as objects: clone of int[] and Object[] (shallow),
// clone of a 2-D array, equals/hashCode identity of arrays (compared, not
// printed), getClass().getName()/getSimpleName()/getComponentType for
// arrays of every kind, inner/nested/anonymous class names,
// Class.isInstance/isAssignableFrom/isArray/isPrimitive/isInterface,
// getSuperclass, primitive class literals, and Class.forName of arrays.
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static class Nested { }

    class Inner { }

    interface Iface { }

    static class Impl implements Iface { }

    public static void main(String[] args) throws Exception {
        int[] a = {1, 2, 3};
        int[] b = a.clone();
        b[0] = 99;
        System.out.println("int[] clone independent: " + a[0] + " " + b[0] + " same=" + (a == b) + " equals=" + a.equals(b));
        StringBuilder[] sbs = {new StringBuilder("x"), new StringBuilder("y")};
        StringBuilder[] sbs2 = sbs.clone();
        sbs2[0].append("!");
        sbs2[1] = new StringBuilder("z");
        System.out.println("Object[] clone shallow: " + sbs[0] + " " + sbs[1] + " " + sbs2[0] + " " + sbs2[1]);
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] gridClone = grid.clone();
        gridClone[0][0] = 100;
        gridClone[1] = new int[] {7};
        System.out.println("2-D clone: " + grid[0][0] + " " + grid[1].length + " " + (grid[0] == gridClone[0]));
        System.out.println("hashCode stable: " + (a.hashCode() == a.hashCode()));
        Object[] arrays = {new int[0], new long[0], new double[0], new float[0], new boolean[0], new char[0], new byte[0], new short[0],
            new String[0], new Object[0][0], new int[0][0][0], new Nested[0], new Inner[0], new List[0]};
        for (Object o : arrays) {
            Class<?> c = o.getClass();
            System.out.println(c.getName() + " | " + c.getSimpleName() + " | component " + c.getComponentType().getName() + " | isArray " + c.isArray() + " | super " + c.getSuperclass().getName());
        }
        Object anon = new Object() { };
        Main m = new Main();
        Object[] objs = {new Nested(), m.new Inner(), anon, new Impl(), "s", 1, new ArrayList<String>()};
        for (Object o : objs) {
            Class<?> c = o.getClass();
            System.out.println(c.getName() + " simple=[" + c.getSimpleName() + "] super=" + c.getSuperclass().getSimpleName() + " interface? " + c.isInterface());
        }
        System.out.println("primitives: " + int.class.getName() + " " + int.class.isPrimitive() + " " + void.class + " " + Integer.TYPE + " " + (int.class == Integer.TYPE) + " " + double[].class.getComponentType().isPrimitive());
        System.out.println("isInstance: " + Iface.class.isInstance(new Impl()) + " " + Iface.class.isInstance("x") + " " + Object[].class.isInstance(new String[0]) + " " + Object[].class.isInstance(new int[0]) + " " + Number.class.isInstance(3));
        System.out.println("isAssignableFrom: " + Object.class.isAssignableFrom(String.class) + " " + String.class.isAssignableFrom(Object.class) + " " + Iface.class.isAssignableFrom(Impl.class) + " "
            + Serializable.class.isAssignableFrom(int[].class) + " " + Cloneable.class.isAssignableFrom(Object[].class) + " " + Object[].class.isAssignableFrom(String[][].class) + " " + long.class.isAssignableFrom(int.class));
        System.out.println("interface: " + Iface.class.isInterface() + " " + Iface.class.getName() + " super of interface: " + Iface.class.getSuperclass() + " super of Object: " + Object.class.getSuperclass());
        System.out.println("forName arrays: " + Class.forName("[I").getSimpleName() + " " + Class.forName("[Ljava.lang.String;").getSimpleName() + " " + (Class.forName("[I") == int[].class));
        System.out.println("toString of classes: " + String.class + " | " + Iface.class + " | " + int[].class + " | " + int.class);
        System.out.println("cast: " + String.class.cast("ok") + " " + Number.class.cast(5));
        try {
            String.class.cast(5);
        } catch (ClassCastException e) {
            System.out.println("Class.cast: " + e.getMessage());
        }
        System.out.println("getPackageName: [" + Main.class.getPackageName() + "] [" + String.class.getPackageName() + "] canonical: " + Nested.class.getCanonicalName() + " " + int[][].class.getCanonicalName());
    }
}
