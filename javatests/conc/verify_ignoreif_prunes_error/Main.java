import gov.nasa.jpf.vm.Verify;

// The only failing value is pruned by ignoreIf before the assert.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 3);
        Verify.ignoreIf(x == 3);
        assert x < 3 : "x = " + x;
        System.out.println(x);
    }
}
