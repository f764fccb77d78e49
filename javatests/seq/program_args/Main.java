// Program arguments: count, each argument with its length (spaces, empty,
// non-ASCII and option-like arguments are passed through unchanged), and
// simple option parsing.
public class Main {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("args[" + i + "] = [" + args[i] + "] length " + args[i].length());
        }
        int total = 0;
        boolean verbose = false;
        for (String a : args) {
            if (a.equals("-v") || a.equals("--verbose")) {
                verbose = true;
            } else {
                try {
                    total += Integer.parseInt(a);
                } catch (NumberFormatException e) {
                    // not a number
                }
            }
        }
        System.out.println("verbose=" + verbose + " total=" + total);
        System.out.println("args array class: " + args.getClass().getSimpleName());
    }
}
