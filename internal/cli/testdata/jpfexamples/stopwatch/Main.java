// Work that must finish within a second: with the clock fuzzed, the path
// where the JVM is held up between the two reads is explored too.
public class Main {
    public static void main(String[] args) {
        long start = System.currentTimeMillis();
        System.out.println("working...");
        long end = System.currentTimeMillis();
        if (end - start > 1000) {
            throw new RuntimeException("it took too long");
        }
        System.out.println("in time");
    }
}
