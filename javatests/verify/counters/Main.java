import gov.nasa.jpf.vm.Verify;

// Counters, values and bit sets are search-global: backtracking does not
// undo them, so the k-th path explored sees the counter at k.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 4);
        int n = Verify.incrementCounter(0);
        Verify.setBitInBitSet(1, x, true);
        int previous = Verify.getValue("last");
        Verify.putValue("last", x);
        if (n == 5) {
            boolean all = true;
            for (int i = 0; i < 5; i++) {
                all &= Verify.getBitInBitSet(1, i);
            }
            System.out.println("last path: counter " + Verify.getCounter(0) + ", every bit " + all + ", previous " + previous);
        }
        System.out.println(x + " " + n);
    }
}
