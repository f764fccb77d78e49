// String API without regular expressions: length/charAt/indexOf/lastIndexOf,
// substring, split on a literal character, join, repeat, strip/trim,
// isBlank, chars(), compareTo/compareToIgnoreCase, case conversion,
// replace (char and CharSequence), contains/startsWith/endsWith, equals/
// equalsIgnoreCase, toCharArray, valueOf, lines(), indent-free formatting.
import java.util.Arrays;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.charAt(4) + " " + s.indexOf('o') + " " + s.lastIndexOf('o') + " " + s.indexOf("World") + " " + s.indexOf('z') + " " + s.indexOf('o', 5));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|");
        System.out.println(Arrays.toString("a,b,,c,".split(",")) + " " + Arrays.toString("a,b,,c,".split(",", -1)) + " " + Arrays.toString("a:b:c".split(":", 2)));
        System.out.println(String.join("-", "x", "y", "z") + " " + String.join(", ", List.of("one", "two")));
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|");
        String padded = " \t pad me \n";
        System.out.println("[" + padded.strip() + "][" + padded.trim() + "][" + padded.stripLeading() + "][" + padded.stripTrailing() + "]");
        System.out.println("isBlank: " + "  \t".isBlank() + " " + " a ".isBlank() + " isEmpty: " + "".isEmpty());
        System.out.println("chars sum: " + "abc".chars().sum() + " count of l: " + s.chars().filter(ch -> ch == 'l').count());
        System.out.println("compareTo: " + "apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "A".compareTo("a") + " " + "a".compareToIgnoreCase("A"));
        System.out.println(s.toUpperCase() + " " + s.toLowerCase() + " " + "stra\u00dfe".toUpperCase() + " " + "\u00c9COLE".toLowerCase());
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + "aaa".replace("a", "bb") + " " + "abc".replace("", "-"));
        System.out.println(s.contains("lo, W") + " " + s.startsWith("Hell") + " " + s.endsWith("d") + " " + s.startsWith("World", 7));
        System.out.println("Hello".equals("hello") + " " + "Hello".equalsIgnoreCase("hELLO") + " " + "x".equals(null));
        char[] cs = s.toCharArray();
        Arrays.sort(cs);
        System.out.println("sorted chars: [" + new String(cs) + "]");
        System.out.println(String.valueOf(3.5) + String.valueOf(true) + String.valueOf('c') + String.valueOf(12L) + String.valueOf((Object) null));
        System.out.println("lines: " + "l1\nl2\r\nl3".lines().count() + " concat: " + "a".concat("b") + " intern same: " + ("ab" == "a".concat("b").intern()));
        System.out.println("codePointAt: " + "\ud83d\ude00x".codePointAt(0) + " length " + "\ud83d\ude00x".length() + " codePoints " + "\ud83d\ude00x".codePointCount(0, 3));
        System.out.println("regionMatches: " + s.regionMatches(true, 7, "WORLD", 0, 5) + " charAt chain: " + s.charAt(0) + s.charAt(s.length() - 1));
        System.out.println("toString of String is same: " + (s.toString() == s) + ", new String equals: " + new String("x").equals("x") + " ==: " + (new String("x") == "x"));
        System.out.println("format via formatted: " + "%d-%s".formatted(5, "five"));
        System.out.println("translateEscapes: " + "a\\tb".translateEscapes().length() + " stripIndent: [" + "  x\n  y".stripIndent() + "]");
        System.out.println("endsWith empty: " + s.endsWith("") + " indexOf empty: " + s.indexOf(""));
    }
}
