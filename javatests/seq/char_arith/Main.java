// char, byte and short as values: char arithmetic producing int, increments
// of chars in loops, caesar shift, byte overflow in loops, short
// multiplication, casts between char and byte/short (sign vs zero
// extension), char comparison in conditions and char in switch-free
// lookups, and Character caches through boxing in collections.
import java.util.ArrayList;
import java.util.List;

public class Main {
    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c >= 'a' && c <= 'z') {
                sb.append((char) ('a' + (c - 'a' + shift + 26) % 26));
            } else if (c >= 'A' && c <= 'Z') {
                sb.append((char) ('A' + (c - 'A' + shift + 26) % 26));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        StringBuilder alphabet = new StringBuilder();
        for (char c = 'a'; c <= 'z'; c++) {
            alphabet.append(c);
        }
        System.out.println(alphabet);
        System.out.println(caesar("Hello, World!", 3) + " " + caesar(caesar("Hello, World!", 3), -3));
        byte b = 0;
        int wraps = 0;
        for (int i = 0; i < 300; i++) {
            b++;
            if (b == Byte.MIN_VALUE) {
                wraps++;
            }
        }
        System.out.println("byte after 300 increments: " + b + " wraps=" + wraps);
        short s = 200;
        s *= 200;
        System.out.println("short 200*200 = " + s);
        char c = (char) -1;
        byte fromChar = (byte) c;
        short fromChar2 = (short) c;
        char fromByte = (char) (byte) -1;
        System.out.println("char -1 = " + (int) c + " as byte " + fromChar + " as short " + fromChar2 + " byte -1 as char " + (int) fromByte);
        char x = 'x';
        int diff = 'z' - x;
        char next = x;
        next++;
        char plus = (char) (x + 1);
        System.out.println("diff=" + diff + " next=" + next + " plus=" + plus + " x+1=" + (x + 1) + " x*2=" + (x * 2) + " x/2=" + (char) (x / 2));
        List<Character> boxed = new ArrayList<>();
        for (char ch : "abcabc".toCharArray()) {
            boxed.add(ch);
        }
        System.out.println("boxed chars " + boxed + " indexOf('c')=" + boxed.indexOf('c') + " same box: " + (boxed.get(0) == boxed.get(3)));
        int[] counts = new int[128];
        for (char ch : "mississippi".toCharArray()) {
            counts[ch]++;
        }
        StringBuilder hist = new StringBuilder();
        for (char ch = 0; ch < 128; ch++) {
            if (counts[ch] > 0) {
                hist.append(ch).append('=').append(counts[ch]).append(' ');
            }
        }
        System.out.println("histogram: " + hist);
        char hi = '\uffff';
        hi++;
        System.out.println("'\\uffff'+1 wraps to " + (int) hi + ", Character.MAX_VALUE+1 as int = " + (Character.MAX_VALUE + 1));
        System.out.println("conditional char: " + (true ? 'y' : 0) + " " + (false ? 1 : 'n') + " int operand: " + (args.length == 0 ? 'k' : args.length));
    }
}
