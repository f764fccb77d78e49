import gov.nasa.jpf.vm.Verify;
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 2);
        boolean b = Verify.getBoolean();
        Verify.ignoreIf(x == 1 && b);
        System.out.println(x + " " + b);
    }
}
