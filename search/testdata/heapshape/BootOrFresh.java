import gov.nasa.jpf.vm.Verify;

// p links to the node that existed before the first choice, or to a new
// node equal to it: identity is observable (p.next == Node.BOOT).
public class BootOrFresh {
    public static void main(String[] args) {
        Node p = new Node(1);
        if (Verify.getBoolean()) {
            p.next = Node.BOOT;
        } else {
            p.next = new Node(7);
        }
        Verify.getBoolean();
        System.out.println(p.next == Node.BOOT);
    }
}
