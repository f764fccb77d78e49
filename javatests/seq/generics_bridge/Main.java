// Generics and bridge methods: a class implementing Comparable<T> (bridge
// compareTo(Object)), covariant return types (bridge with the wider
// return type), generic superclass specialized in a subclass, bounded type
// parameters, wildcards, generic methods with explicit type arguments, and
// heap pollution caught as ClassCastException at the use site.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Main {
    static class Version implements Comparable<Version> {
        final int major, minor;

        Version(int major, int minor) {
            this.major = major;
            this.minor = minor;
        }

        @Override
        public int compareTo(Version o) {
            return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
        }

        @Override
        public String toString() {
            return major + "." + minor;
        }
    }

    static class Box<T> {
        T value;

        void set(T v) {
            value = v;
        }

        T get() {
            return value;
        }
    }

    static class IntBox extends Box<Integer> {
        @Override
        void set(Integer v) {
            super.set(v * 10);
        }

        @Override
        Integer get() {
            return super.get() + 1;
        }
    }

    static class Animal {
        Animal self() {
            return this;
        }

        @Override
        public String toString() {
            return "Animal";
        }
    }

    static class Cat extends Animal {
        @Override
        Cat self() {
            return this;
        }

        String meow() {
            return "meow";
        }

        @Override
        public String toString() {
            return "Cat";
        }
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) {
            if (t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static double sum(List<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) {
            sink.add(i);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        List<Version> vs = new ArrayList<>();
        vs.add(new Version(1, 10));
        vs.add(new Version(1, 2));
        vs.add(new Version(0, 99));
        Collections.sort(vs);
        System.out.println("sorted: " + vs + " max: " + max(vs));
        Comparable raw = new Version(2, 0);
        System.out.println("raw compareTo via bridge: " + raw.compareTo(new Version(1, 0)));
        try {
            raw.compareTo("not a version");
        } catch (ClassCastException e) {
            System.out.println("bridge cast fails: ClassCastException");
        }
        Box<Integer> b = new IntBox();
        b.set(4);
        System.out.println("IntBox: " + b.get());
        Box rawBox = b;
        try {
            rawBox.set("string");
        } catch (ClassCastException e) {
            System.out.println("raw set through bridge: ClassCastException");
        }
        Animal a = new Cat();
        System.out.println("covariant: " + a.self() + " " + new Cat().self().meow());
        List<Object> objs = new ArrayList<>();
        fill(objs, 3);
        System.out.println("fill: " + objs + " sum: " + sum(List.of(1, 2.5, 3L)));
        System.out.println("explicit: " + Main.<String>max(List.of("pear", "apple", "zoo")));
        List<String> strings = new ArrayList<>();
        List rawList = strings;
        rawList.add(42);
        try {
            String s = strings.get(0);
            System.out.println("no exception? " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution: ClassCastException");
        }
        Object o = strings.get(0);
        System.out.println("as Object: " + o);
    }
}
