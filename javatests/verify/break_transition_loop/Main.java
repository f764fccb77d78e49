import gov.nasa.jpf.vm.Verify;

// A loop without end: breakTransition ends the transition each round, so
// the search stores the state there and state matching closes the loop.
public class Main {
    public static void main(String[] args) {
        int i = 0;
        while (true) {
            i = (i + 1) % 3;
            Verify.breakTransition("round");
        }
    }
}
