// StringBuilder: append of every type, insert at positions, reverse (with a
// surrogate pair), deleteCharAt, delete, replace, setCharAt, setLength,
// indexOf, charAt, capacity growth beyond 10000 chars, chaining, and
// exceptions for bad indexes.
public class Main {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(3.5f).append(4.25).append(true).append((String) null).append(new char[] {'x', 'y'}).append((Object) "obj");
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "start:").insert(6, 99).insert(sb.length(), "!").insert(3, 'C').insert(1, false);
        System.out.println(sb);
        StringBuilder r = new StringBuilder("abc\ud83d\ude00def");
        System.out.println("reverse: " + r.reverse() + " length=" + r.length());
        StringBuilder d = new StringBuilder("0123456789");
        d.deleteCharAt(0).deleteCharAt(d.length() - 1);
        System.out.println("deleteCharAt: " + d);
        d.delete(2, 4);
        System.out.println("delete: " + d);
        d.replace(0, 2, "AB-");
        System.out.println("replace: " + d);
        d.setCharAt(0, 'z');
        System.out.println("setCharAt: " + d + " charAt(1)=" + d.charAt(1) + " indexOf(7)=" + d.indexOf("7") + " lastIndexOf=" + d.lastIndexOf("-"));
        d.setLength(3);
        System.out.println("setLength(3): [" + d + "]");
        d.setLength(5);
        System.out.println("setLength(5): length=" + d.length() + " last char code=" + (int) d.charAt(4));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            big.append(i % 10).append("abcd");
        }
        System.out.println("big length=" + big.length() + " hash of content=" + big.toString().hashCode() + " substring=" + big.substring(9995));
        System.out.println("chained: " + new StringBuilder().append("a").append("b").reverse().append("c").insert(0, "[").append(']'));
        System.out.println("compareTo: " + new StringBuilder("abc").compareTo(new StringBuilder("abd")) + " contentEquals: " + "abc".contentEquals(new StringBuilder("abc")));
        try {
            new StringBuilder("abc").deleteCharAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(5): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(9, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(9): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("setLength(-1): " + e.getMessage());
        }
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).insert(0, '>').reverse();
        System.out.println("StringBuffer: " + buf);
        StringBuilder cp = new StringBuilder().appendCodePoint(0x1F600).appendCodePoint('A');
        System.out.println("appendCodePoint: length=" + cp.length() + " codePointAt(0)=" + cp.codePointAt(0));
    }
}
