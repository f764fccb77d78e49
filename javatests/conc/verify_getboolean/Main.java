import gov.nasa.jpf.vm.Verify;

// A boolean data choice.
public class Main {
    public static void main(String[] args) {
        boolean b = Verify.getBoolean();
        System.out.println(b);
    }
}
