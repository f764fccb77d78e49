package lin;

import gojpf.Operation;
import java.util.ArrayDeque;

// A locked queue whose size is counted outside the lock: size() may say 0
// after two offers have returned.
public class RacySizeQueue {
    private final ArrayDeque<Integer> q = new ArrayDeque<>();
    private int size;

    @Operation
    public void offer(int x) {
        synchronized (this) {
            q.add(x);
        }
        size = size + 1;
    }

    @Operation
    public Integer poll() {
        Integer x;
        synchronized (this) {
            x = q.poll();
        }
        if (x != null) {
            size = size - 1;
        }
        return x;
    }

    @Operation
    public int size() {
        return size;
    }
}
