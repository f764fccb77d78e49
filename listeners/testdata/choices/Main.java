import gov.nasa.jpf.vm.Verify;

// The bar method of jpf-core's TraceTest (src/tests/gov/nasa/jpf/test/mc/
// basic/TraceTest.java): five data choices, one combination of which
// fails the assertion.
public class Main {
    public static void main(String[] args) {
        int i1 = Verify.getInt(0, 5);
        int i2 = Verify.getInt(0, 5);
        int i3 = Verify.getInt(0, 5);
        boolean b1 = Verify.getBoolean();
        int i4 = Verify.getInt(0, 3);
        assert !(i1 == 0 && i2 == 1 && i3 == 2 && b1 && i4 == 3);
    }
}
