import gov.nasa.jpf.vm.Verify;

// Depth has one deep branch (mode 0: ten more choices) and two shallow
// ones; mode 1 throws when the program has an argument.
public class Depth {
    public static void main(String[] args) {
        int mode = Verify.getInt(0, 2);
        if (mode == 0) {
            int s = 0;
            for (int i = 0; i < 10; i++) {
                s = 2 * s + (Verify.getBoolean() ? 1 : 0);
            }
            System.out.println(s);
        } else if (mode == 1 && args.length > 0) {
            throw new IllegalStateException("shallow bug");
        } else {
            System.out.println("shallow");
        }
    }
}
