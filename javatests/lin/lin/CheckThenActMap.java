package lin;

import gojpf.Operation;
import gojpf.SequentialSpecification;
import java.util.HashMap;
import java.util.concurrent.ConcurrentHashMap;

// putIfAbsent as check-then-act over a ConcurrentHashMap: two threads can
// both see the key absent and both return null. The specification is a
// plain HashMap's putIfAbsent.
@SequentialSpecification(CheckThenActMap.Spec.class)
public class CheckThenActMap {
    private final ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();

    @Operation(params = {"1"})
    public Integer putIfAbsent(int k, int v) {
        if (!m.containsKey(k)) {
            m.put(k, v);
            return null;
        }
        return m.get(k);
    }

    @Operation(params = {"1"})
    public Integer get(int k) {
        return m.get(k);
    }

    public static class Spec {
        private final HashMap<Integer, Integer> m = new HashMap<>();

        public Integer putIfAbsent(int k, int v) {
            return m.putIfAbsent(k, v);
        }

        public Integer get(int k) {
            return m.get(k);
        }
    }
}
