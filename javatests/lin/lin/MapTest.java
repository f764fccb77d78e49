package lin;

import java.util.concurrent.ConcurrentHashMap;
import org.jetbrains.kotlinx.lincheck.annotations.Operation;

// ConcurrentHashMap with Lincheck 2.x's annotation: linearizable.
public class MapTest {
    private final ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();

    @Operation
    public Integer put(int k, int v) {
        return m.put(k, v);
    }

    @Operation
    public Integer get(int k) {
        return m.get(k);
    }

    @Operation
    public Integer putIfAbsent(int k, int v) {
        return m.putIfAbsent(k, v);
    }
}
