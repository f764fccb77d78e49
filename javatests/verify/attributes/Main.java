import gov.nasa.jpf.vm.Verify;

// Attributes are part of the path: backtracking undoes what a path
// added. A local variable's attributes go with its frame.
public class Main {
    int f;

    static int fresh() {
        int v = 0;
        int before = Verify.getLocalAttribute("v");
        Verify.setLocalAttribute("v", 5);
        return before;
    }

    public static void main(String[] args) {
        Main m = new Main();
        int[] arr = new int[2];
        Verify.setObjectAttribute(m, 9);
        int x = Verify.getInt(0, 2);
        Verify.addObjectAttribute(m, x);
        Verify.addFieldAttribute(m, "f", x);
        Verify.addElementAttribute(arr, 1, x);
        try {
            Verify.setFieldAttribute(m, "nope", 1);
        } catch (Exception e) { // NoSuchFieldException, as in JPF
            System.out.print(e.getClass().getName() + " ");
        }
        int first = fresh(), second = fresh();
        System.out.println(java.util.Arrays.toString(Verify.getObjectAttributes(m))
                + java.util.Arrays.toString(Verify.getFieldAttributes(m, "f"))
                + java.util.Arrays.toString(Verify.getElementAttributes(arr, 1))
                + " " + first + " " + second);
    }
}
