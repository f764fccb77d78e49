// Output on both streams: println/print/printf/write on System.err and
// System.out, print of every primitive type, char arrays, null, printf
// with a format that ends without a newline, and explicit flushes.
import java.io.PrintStream;

public class Main {
    public static void main(String[] args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        out.println("to stdout");
        err.println("to stderr");
        out.print(1);
        out.print('c');
        out.print(2L);
        out.print(1.5f);
        out.print(2.5);
        out.print(true);
        out.print(new char[] {'x', 'y'});
        out.print((String) null);
        out.print((Object) null);
        out.println();
        err.print(42);
        err.print(' ');
        err.println(false);
        err.printf("err %s %d%n", "printf", 7);
        out.printf("no newline at end %d", 1);
        out.println();
        out.write('W');
        out.write('\n');
        byte[] raw = "raw bytes\n".getBytes();
        out.write(raw, 0, raw.length);
        err.write(raw, 4, 6);
        out.flush();
        err.flush();
        out.append("appended").append(' ').append("chars", 1, 3).append('\n');
        out.format("%s|%5s|%n", "fmt", "r");
        out.println(new char[] {'c', 'h', 'a', 'r', 's'});
        out.println(3.0f);
        out.println((Object) "object");
        err.println("last line on stderr");
        System.out.println("checkError: " + out.checkError());
    }
}
