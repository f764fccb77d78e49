// Java serialization in memory: an ObjectOutputStream over a
// ByteArrayOutputStream and back, for a Serializable class with a transient
// field, a list, and a serializable lambda (through $deserializeLambda$).
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class Main {
    static class Person implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        int age;
        transient String secret = "s";
        List<String> tags = new ArrayList<>();

        Person(String name, int age) {
            this.name = name;
            this.age = age;
        }
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        Person p = new Person("Ada", 36);
        p.tags.add("math");
        p.tags.add("engines");
        Person q = (Person) roundTrip(p);
        System.out.println(q.name + " " + q.age + " " + q.secret + " " + q.tags + " same=" + (p == q));
        int k = 7;
        @SuppressWarnings("unchecked")
        Function<Integer, Integer> f = (Function<Integer, Integer> & Serializable) x -> x * k;
        @SuppressWarnings("unchecked")
        Function<Integer, Integer> g = (Function<Integer, Integer>) roundTrip(f);
        System.out.println("lambda after round trip: " + g.apply(6));
        int[] arr = {3, 1, 2};
        int[] arr2 = (int[]) roundTrip(arr);
        System.out.println("array: " + java.util.Arrays.toString(arr2));
        System.out.println("string: " + roundTrip("text"));
    }
}
