import gov.nasa.jpf.vm.Verify;

// The same two-node list, its nodes allocated in either order (at
// different sites): the heaps are equal up to renaming.
public class Swapped {
    public static void main(String[] args) {
        Node p, q;
        if (Verify.getBoolean()) {
            p = new Node(1);
            q = new Node(2);
        } else {
            q = new Node(2);
            p = new Node(1);
        }
        p.next = q;
        Verify.getBoolean();
        System.out.println(p.v + q.v);
    }
}
