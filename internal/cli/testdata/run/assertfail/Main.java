public class Main {
    public static void main(String[] args) {
        int x = args.length;
        assert x > 0 : "no arguments";
        System.out.println("passed the assert");
    }
}
