import gov.nasa.jpf.vm.Verify;

// Two different errors on two values of a data choice; --multiple-errors reports both.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 2);
        if (x == 2) {
            throw new IllegalStateException("x = 2");
        }
        assert x != 1 : "x = 1";
        System.out.println(x);
    }
}
