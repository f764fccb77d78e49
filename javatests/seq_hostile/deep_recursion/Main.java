// Unbounded recursion: the guest's stack must overflow with a
// StackOverflowError the program can catch (the depth at which it happens
// differs from the real JVM, so only "caught SOE" is printed).
public class Main {
    static int depth;

    static long recurse(long x) {
        depth++;
        return recurse(x + 1) + 1;
    }

    public static void main(String[] args) {
        try {
            recurse(0);
            System.out.println("returned?");
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println(depth > 1000 ? "deep enough" : "too shallow: " + depth);
    }
}
