import gov.nasa.jpf.vm.Verify;

// interesting and boring are hints for heuristic searches: the
// depth-first search (JPF's and gojpf's) explores boring paths too, so
// the error on the boring path is found; ignoreIf does prune.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 3);
        Verify.interesting(x == 2);
        Verify.boring(x == 1);
        Verify.ignoreIf(x == 3);
        assert x != 1 : "found on the boring path";
        assert x != 3 : "never: ignored";
        System.out.println(x);
    }
}
