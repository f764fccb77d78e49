// A list node for the heap-shape programs: each main builds one heap on
// each branch of a data choice, then stops at a second data choice, where
// the search hashes the state: the second branch's state must match the
// first's exactly when the two heaps are the same up to a renaming of
// their objects.
public final class Node {
    Node next;
    int v;

    Node(int v) {
        this.v = v;
    }

    static final Node BOOT = new Node(7); // exists before the first choice
}
