// String.format and printf: %d %s %x %X %o %5.2f %n %,d %-8s %08.3f %e %g
// %b %c %% %+d, argument indices, width on strings, null arguments,
// Locale.ROOT vs default (en_US in the harness), and errors for bad
// format strings.
import java.util.Locale;

public class Main {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%,d|%(d", 42, 42, 42, 42, 42, 1234567, -5));
        System.out.println(String.format("%s|%10s|%-10s|%.3s|%S", "text", "right", "left", "truncate", "upper"));
        System.out.println(String.format("%x|%X|%08x|%o|%#x|%#o", 255, 255, -1, 8, 255, 8));
        System.out.println(String.format("%x|%X", 0xCAFEBABEL, -1L));
        System.out.println(String.format("%5.2f|%.0f|%.1f|%10.4f|%-10.1f|%08.3f|%,.2f", Math.PI, 2.5, 0.05, -Math.E, 1.25, -3.14159, 1234567.891));
        System.out.println(String.format("%e|%.2e|%g|%.3g|%E", 12345.678, 0.000123, 0.0001, 123456.0, 1e-10));
        System.out.println(String.format("%b|%b|%b|%c|%c|%%|%n", true, null, "x", 'z', 65).replace("\n", "\\n").replace("\r", "\\r"));
        System.out.println(String.format("%2$s %1$s %2$s", "a", "b"));
        System.out.println(String.format("%s %d", null, null));
        System.out.println(String.format("%.2f %.2f %.2f %.2f", 0.125, 0.375, 2.675, -0.5));
        System.out.println(String.format("%s %s", Double.NaN, Double.NEGATIVE_INFINITY) + String.format(" %f %f", Double.NaN, Double.POSITIVE_INFINITY));
        System.out.println(String.format("%-8s|%8s|", "ab", "cd"));
        System.out.printf("printf %d %s%n", 7, "seven");
        System.out.println(String.format(Locale.ROOT, "%,d %.2f", 9876543, 1.5));
        System.out.println(String.format(Locale.GERMANY, "%,d %.2f", 9876543, 1.5));
        System.out.println(String.format("%h %h", "hi", 17));
        System.out.println(String.format("%10.3e|%-12.2f|", 123.456, 7.0));
        System.out.println(String.format("%d %d %d %d", (byte) -1, (short) 300, 5L, Long.MIN_VALUE));
        System.out.println(String.format("%x %x", (byte) -1, (short) -1));
        String[] bad = {"%d", "%q", "%.2d", "%", "%1$s %3$s"};
        for (String f : bad) {
            try {
                System.out.println(String.format(f, "str", "x"));
            } catch (java.util.IllegalFormatException e) {
                System.out.println(f + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
