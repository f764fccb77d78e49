package lin;

import gojpf.Operation;

// A counter whose increment reads and writes separately: two increments
// can both return 1, which no sequential order gives.
public class LostUpdateCounter {
    private int c;

    @Operation
    public int inc() {
        int v = c;
        c = v + 1;
        return v + 1;
    }

    @Operation
    public int get() {
        return c;
    }
}
