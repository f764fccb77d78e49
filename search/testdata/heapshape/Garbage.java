import gov.nasa.jpf.vm.Verify;

// One branch allocates (and drops) extra objects first, so the list's
// nodes are later allocations there: equal up to renaming, garbage aside.
public class Garbage {
    public static void main(String[] args) {
        if (Verify.getBoolean()) {
            for (int i = 0; i < 3; i++) {
                new Node(i).next = new Node(i);
            }
        }
        Node p = new Node(1);
        p.next = new Node(2);
        Verify.getBoolean();
        System.out.println(p.next.v);
    }
}
