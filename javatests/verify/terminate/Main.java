import gov.nasa.jpf.vm.Verify;

// terminateSearch stops the search after the current transition: the
// paths of 4..9 are never explored.
public class Main {
    public static void main(String[] args) {
        int x = Verify.getInt(0, 9);
        if (x == 3) {
            Verify.terminateSearch();
        }
        System.out.println(x);
    }
}
