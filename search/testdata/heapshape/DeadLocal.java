import gov.nasa.jpf.vm.Verify;

// A local that is dead at the second choice holds a different object on
// each branch: it does not count.
public class DeadLocal {
    public static void main(String[] args) {
        Node keep = new Node(1);
        Node tmp;
        if (Verify.getBoolean()) {
            tmp = new Node(5);
        } else {
            tmp = keep;
        }
        keep.v = tmp.v > 0 ? 2 : 3;
        Verify.getBoolean();
        System.out.println(keep.v);
    }
}
