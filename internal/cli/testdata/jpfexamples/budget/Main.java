import gov.nasa.jpf.vm.Verify;

// A search with no end: only a budget stops it.
public class Main {
    public static void main(String[] args) {
        long n = 0;
        while (true) {
            n += Verify.getInt(1, 2);
        }
    }
}
