// guava_immutable_cow with a volatile field instead of an AtomicReference:
// each thread reads the list, builds a longer copy and writes it back.
// The list is immutable and the field volatile, but read-copy-write is
// not atomic: one append can be lost. The assertion fails on that
// interleaving.
import com.google.common.collect.ImmutableList;

public class Main {
    static volatile ImmutableList<String> names = ImmutableList.of();

    static void add(String name) {
        names = ImmutableList.<String>builder().addAll(names).add(name).build();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> add("worker"));
        t.start();
        add("main");
        t.join();
        assert names.size() == 2 : "lost an append: " + names;
        System.out.println(names);
    }
}
