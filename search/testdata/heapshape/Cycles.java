import gov.nasa.jpf.vm.Verify;

// a <-> b, or a -> a and b -> b: another shape.
public class Cycles {
    public static void main(String[] args) {
        Node a = new Node(1);
        Node b = new Node(1);
        if (Verify.getBoolean()) {
            a.next = b;
            b.next = a;
        } else {
            a.next = a;
            b.next = b;
        }
        Verify.getBoolean();
        System.out.println(a.next == b);
    }
}
