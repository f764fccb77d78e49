import gov.nasa.jpf.vm.Verify;

// getBitFlip(v, n, len) explores every way to flip n of the lowest len
// bits: C(4, 2) = 6 values of 0 with two of four bits set.
public class Main {
    public static void main(String[] args) {
        long v = Verify.getBitFlip(0L, 2, 4);
        try {
            Verify.getBitFlip(0, 8);
        } catch (IllegalArgumentException e) {
            System.out.print("[" + e.getMessage() + "] ");
        }
        System.out.println(Long.toBinaryString(v));
    }
}
