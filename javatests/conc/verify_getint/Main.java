import gov.nasa.jpf.vm.Verify;

// A data choice: every value of Verify.getInt(0, 2) is explored once.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 2);
        System.out.println(x);
    }
}
