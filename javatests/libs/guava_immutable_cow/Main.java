// Copy-on-write with Guava's ImmutableList in an AtomicReference: each
// thread appends by building a new list from the current one in
// updateAndGet, which retries when the other thread got in first. No
// element is lost; the order is either.
import com.google.common.collect.ImmutableList;
import java.util.concurrent.atomic.AtomicReference;

public class Main {
    static final AtomicReference<ImmutableList<String>> names = new AtomicReference<>(ImmutableList.of());

    static void add(String name) {
        names.updateAndGet(l -> ImmutableList.<String>builder().addAll(l).add(name).build());
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> add("worker"));
        t.start();
        add("main");
        t.join();
        System.out.println(names.get());
    }
}
