import gov.nasa.jpf.vm.Verify;

// Endless has 2^40 paths that never meet: a search of it only ends when it
// is stopped. It prints "started" first, so a test knows the search runs.
public class Endless {
    public static void main(String[] args) {
        System.out.println("started");
        long s = 0;
        for (int i = 0; i < 40; i++) {
            s = 2 * s + (Verify.getBoolean() ? 1 : 0);
        }
        System.out.println(s);
    }
}
