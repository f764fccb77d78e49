// A failed assert in the only thread is a violation found on the one path.
public class Main {
    static int twice(int x) {
        return x + x + 1; // the bug
    }

    public static void main(String[] args) {
        int r = twice(2);
        assert r == 4 : "twice(2) = " + r;
        System.out.println(r);
    }
}
