import gov.nasa.jpf.vm.Verify;

// One value of a data choice breaks an assert.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 5);
        assert x * x != 9 : "x = " + x;
        System.out.println(x);
    }
}
