// Number parsing and formatting: Integer.parseInt in radixes and its
// NumberFormatException messages (empty, null, overflow, bad digit, lone
// sign), Long.parseLong, Double.parseDouble edge forms, valueOf,
// decode, toString/toHexString/toOctalString/toBinaryString of negative
// values, parseUnsignedInt, and Character.digit/forDigit.
public class Main {
    static void tryParse(String s) {
        try {
            System.out.println("parseInt(" + (s == null ? "null" : "\"" + s + "\"") + ") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + (s == null ? "null" : "\"" + s + "\"") + "): NumberFormatException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] inputs = {"42", "-17", "+8", "0000123", "2147483647", "-2147483648", "2147483648", "", "-", "+", "12a", " 5", "1_000", "\u0661\u0662", null, "99999999999"};
        for (String s : inputs) {
            tryParse(s);
        }
        System.out.println("radix: " + Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36) + " " + Integer.parseInt("777", 8));
        try {
            Integer.parseInt("12", 40);
        } catch (NumberFormatException e) {
            System.out.println("radix 40: " + e.getMessage());
        }
        try {
            Integer.parseInt("9", 8);
        } catch (NumberFormatException e) {
            System.out.println("digit 9 in radix 8: " + e.getMessage());
        }
        System.out.println("Long: " + Long.parseLong("-9223372036854775808") + " " + Long.parseLong("7fffffffffffffff", 16));
        try {
            Long.parseLong("9223372036854775808");
        } catch (NumberFormatException e) {
            System.out.println("Long overflow: " + e.getMessage());
        }
        String[] doubles = {"3.14", "1e10", "-0", "  2.5  ", "NaN", "-Infinity", "0x1p4", "1d", "2f", ".5", "5.", "1e400", "1e-400"};
        for (String s : doubles) {
            System.out.println("parseDouble(\"" + s + "\") = " + Double.parseDouble(s));
        }
        try {
            Double.parseDouble("1,5");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble bad: " + e.getMessage());
        }
        try {
            Double.parseDouble("");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble empty: " + e.getMessage());
        }
        System.out.println("decode: " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Long.decode("0X7fff"));
        System.out.println("toHexString: " + Integer.toHexString(-1) + " " + Integer.toHexString(255) + " " + Long.toHexString(-2L) + " " + Long.toHexString(0xABCDEFL));
        System.out.println("toBinaryString: " + Integer.toBinaryString(10) + " " + Integer.toBinaryString(-8) + " " + Long.toBinaryString(5L));
        System.out.println("toOctalString: " + Integer.toOctalString(8) + " " + Integer.toOctalString(-1) + " toString radix: " + Integer.toString(-255, 16) + " " + Long.toString(1L << 40, 36) + " " + Integer.toString(5, 99));
        System.out.println("unsigned: " + Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedLong(-1) + " " + Long.parseUnsignedLong("18446744073709551615"));
        System.out.println("valueOf: " + Integer.valueOf("12") + " " + Double.valueOf("1.5e3") + " " + Boolean.valueOf("TrUe") + " " + Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16));
        try {
            Byte.parseByte("128");
        } catch (NumberFormatException e) {
            System.out.println("Byte overflow: " + e.getMessage());
        }
        System.out.println("digit: " + Character.digit('7', 10) + " " + Character.digit('f', 16) + " " + Character.digit('g', 16) + " forDigit: " + Character.forDigit(11, 16) + " " + Character.getNumericValue('\u2167'));
        System.out.println("Integer.MIN/MAX: " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " Long: " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " Short: " + Short.MIN_VALUE + " Byte: " + Byte.MAX_VALUE + " Character.MAX: " + (int) Character.MAX_VALUE);
    }
}
