import gov.nasa.jpf.vm.Verify;

// Three states one choice from the start, the last marked interesting,
// the first boring; below each, an assertion that names it: the heuristic
// search that expands the interesting state first finds x=2 first.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 2);
        Verify.interesting(x == 2);
        Verify.boring(x == 0);
        int y = Verify.getInt(0, 1);
        assert false : "x=" + x;
    }
}
