import gov.nasa.jpf.vm.Verify;

// Three equal nodes, two lists: a -> b and c, or a and c -> b. The same
// objects and the same number of links, another shape.
public class Regrouped {
    public static void main(String[] args) {
        Node a = new Node(1);
        Node c = new Node(1);
        Node b = new Node(1);
        if (Verify.getBoolean()) {
            a.next = b;
        } else {
            c.next = b;
        }
        b = null;
        Verify.getBoolean();
        System.out.println(a.next != null);
    }
}
