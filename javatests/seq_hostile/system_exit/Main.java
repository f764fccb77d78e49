// System.exit(3): gojpf models the exit instead of exiting the host
// process; the run ends normally (exit 0) with exit_status 3 in the report.
public class Main {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.exit(3);
        System.out.println("after exit");
    }
}
