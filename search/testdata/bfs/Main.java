import gov.nasa.jpf.vm.Verify;

// An unbounded sum of 2s and 3s: depth first follows the 3s for ever
// (3, 6, 9, … never 7); breadth first reaches 2 + 2 + 3 at depth 3.
public class Main {
    public static void main(String[] args) {
        long n = 0;
        while (true) {
            n += Verify.getBoolean() ? 2 : 3;
            assert n != 7 : "seven";
        }
    }
}
