// System.exit ends the program with a status; that is an outcome, not a violation.
public class Main {
    public static void main(String[] args) {
        System.out.println("bye");
        System.exit(3);
    }
}
