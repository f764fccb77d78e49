package lin;

import java.util.concurrent.atomic.AtomicInteger;
import org.jetbrains.lincheck.datastructures.Operation;

// AtomicInteger with Lincheck's annotation: linearizable.
public class AtomicTest {
    private final AtomicInteger a = new AtomicInteger();

    @Operation
    public int incrementAndGet() {
        return a.incrementAndGet();
    }

    @Operation
    public int get() {
        return a.get();
    }

    @Operation(params = {"0:1"})
    public boolean compareAndSet(int expect, int update) {
        return a.compareAndSet(expect, update);
    }
}
