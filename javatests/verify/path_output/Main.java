import gov.nasa.jpf.vm.Verify;

// printPathOutput prints the program's output on the current path so far,
// on every path, to gojpf's stdout (not into the program's output).
public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        int x = Verify.getInt(0, 1);
        System.out.println("x=" + x);
        Verify.printPathOutput("x chosen");
    }
}
