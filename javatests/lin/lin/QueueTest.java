package lin;

import gojpf.Operation;
import java.util.concurrent.ConcurrentLinkedQueue;

// java.util.concurrent's lock-free queue: linearizable.
public class QueueTest {
    private final ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();

    @Operation
    public boolean offer(int x) {
        return q.offer(x);
    }

    @Operation
    public Integer poll() {
        return q.poll();
    }
}
