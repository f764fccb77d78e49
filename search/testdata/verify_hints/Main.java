import gov.nasa.jpf.vm.Verify;

// Verify.interesting and boring mark the transition they run in.
public class Main {
    public static void main(String[] args) {
        Verify.interesting(true);
        int x = Verify.getInt(0, 1);
        Verify.boring(x == 1);
        Verify.setHeuristicSearchValue(10 + x);
        Verify.breakTransition("hinted");
        System.out.println(x);
    }
}
