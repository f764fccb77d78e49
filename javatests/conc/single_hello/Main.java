// No threads and no choices: exactly one execution.
public class Main {
    public static void main(String[] args) {
        System.out.println("hello");
    }
}
