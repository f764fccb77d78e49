import gov.nasa.jpf.vm.Verify;

// p -> q or q -> p with p and q both live: not the same heap.
public class Reversed {
    public static void main(String[] args) {
        Node p = new Node(1);
        Node q = new Node(1);
        if (Verify.getBoolean()) {
            p.next = q;
        } else {
            q.next = p;
        }
        Verify.getBoolean();
        System.out.println(p.next != null);
    }
}
