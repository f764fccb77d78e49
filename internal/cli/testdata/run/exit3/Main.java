public class Main {
    public static void main(String[] args) {
        System.out.println("exiting with 3");
        System.exit(3);
        System.out.println("not reached");
    }
}
