import gov.nasa.jpf.vm.Verify;

// The third path explored fails because of a search-global counter; the
// trace (replayed on a fresh VM) must still end at the assertion.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 4);
        int n = Verify.incrementCounter(0);
        assert n < 3 : "third path, x = " + x;
        System.out.println(x);
    }
}
