// Unicode: printing non-ASCII text (é, ü, 中文, 😀) to System.out and
// System.err as UTF-8; Character.isDigit/isLetter/isLetterOrDigit/
// isWhitespace/isUpperCase/toUpperCase/toLowerCase on non-ASCII; surrogate
// pairs, code points and Character.toChars; String length vs code point
// count; getBytes in UTF-8 and ISO-8859-1; Character.getName-free checks.
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class Main {
    public static void main(String[] args) {
        String text = "héllo wörld 中文 😀 Ωμέγα";
        System.out.println(text);
        System.err.println("stderr: " + text);
        System.out.println("length=" + text.length() + " codePoints=" + text.codePointCount(0, text.length()));
        char[] samples = {'a', 'Z', '5', '\u0663', '\u00e9', '\u00df', '\u03a9', '\u4e2d', ' ', '\t', '\u00a0', '\u2003', '_', '$', '\u0130', '\u01c5'};
        for (char c : samples) {
            System.out.println(String.format("U+%04X %s digit=%b letter=%b letterOrDigit=%b space=%b whitespace=%b upper=%b lower=%b title=%b toUpper=%s toLower=%s type=%d javaStart=%b",
                (int) c, c, Character.isDigit(c), Character.isLetter(c), Character.isLetterOrDigit(c), Character.isSpaceChar(c), Character.isWhitespace(c),
                Character.isUpperCase(c), Character.isLowerCase(c), Character.isTitleCase(c), Character.toUpperCase(c), Character.toLowerCase(c),
                Character.getType(c), Character.isJavaIdentifierStart(c)));
        }
        int smile = 0x1F600;
        char[] pair = Character.toChars(smile);
        System.out.println("surrogates: " + pair.length + " high=" + Character.isHighSurrogate(pair[0]) + " low=" + Character.isLowSurrogate(pair[1]) + " back=" + Integer.toHexString(Character.toCodePoint(pair[0], pair[1])) + " " + new String(pair));
        System.out.println("supplementary: " + Character.isSupplementaryCodePoint(smile) + " charCount=" + Character.charCount(smile) + " isLetter(U+1D400)=" + Character.isLetter(0x1D400) + " isDigit(U+1D7CE)=" + Character.isDigit(0x1D7CE));
        StringBuilder cps = new StringBuilder();
        text.codePoints().forEach(cp -> cps.append(Integer.toHexString(cp)).append(' '));
        System.out.println("code points: " + cps);
        System.out.println("upper: " + text.toUpperCase() + " lower: " + "ÀÉÎÕÜ ΣΑΣ".toLowerCase());
        byte[] utf8 = "é中😀".getBytes(StandardCharsets.UTF_8);
        byte[] latin = "é中".getBytes(StandardCharsets.ISO_8859_1);
        System.out.println("utf8 " + Arrays.toString(utf8) + " latin1 " + Arrays.toString(latin));
        System.out.println("decode: " + new String(utf8, StandardCharsets.UTF_8) + " " + new String(new byte[] {(byte) 0xC3, (byte) 0xA9, (byte) 0xFF}, StandardCharsets.UTF_8));
        System.out.println("compare: " + "é".compareTo("e") + " equalsIgnoreCase: " + "ÉCOLE".equalsIgnoreCase("école"));
        System.out.print("print char: ");
        System.out.print('ß');
        System.out.print(' ');
        System.out.print('\u4e2d');
        System.out.println();
        System.out.println("char arithmetic: " + (char) ('a' + 1) + " " + (int) 'é' + " " + ('é' + 1));
    }
}
