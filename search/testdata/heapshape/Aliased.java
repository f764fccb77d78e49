import gov.nasa.jpf.vm.Verify;

// p and q point to one node, or to two equal nodes: aliasing is
// observable (p.next == q.next), so the heaps differ.
public class Aliased {
    public static void main(String[] args) {
        Node p = new Node(1);
        Node q = new Node(1);
        if (Verify.getBoolean()) {
            Node r = new Node(2);
            p.next = r;
            q.next = r;
        } else {
            p.next = new Node(2);
            q.next = new Node(2);
        }
        Verify.getBoolean();
        System.out.println(p.next == q.next);
    }
}
