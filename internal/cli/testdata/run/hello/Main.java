public class Main {
    public static void main(String[] args) {
        System.out.println("Hello from gojpf");
        System.out.println("2 + 3 = " + (2 + 3));
    }
}
