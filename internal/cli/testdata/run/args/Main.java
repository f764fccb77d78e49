public class Main {
    public static void main(String[] args) {
        System.out.println(args.length);
        for (String a : args) {
            System.out.println("[" + a + "]");
        }
    }
}
