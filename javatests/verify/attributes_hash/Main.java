import gov.nasa.jpf.vm.Verify;

// States that differ only in an attribute are different states: with
// state matching, the path that set the attribute is not cut at the
// second choice.
public class Main {
    static final Object o = new Object();

    public static void main(String[] args) {
        if (Verify.getBoolean()) {
            Verify.setObjectAttribute(o, 1);
        }
        int y = Verify.getInt(0, 1);
        System.out.println(Verify.getObjectAttribute(o) + " " + y);
    }
}
