import gov.nasa.jpf.vm.Verify;

// Verify.ignoreIf prunes the paths with odd values.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 3);
        Verify.ignoreIf(x % 2 == 1);
        System.out.println(x);
    }
}
