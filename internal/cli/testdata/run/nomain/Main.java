public class Main {
    public static int helper(int x) {
        return x * 2;
    }
}
