// System.exit(3) after printing to stdout and stderr: the program's exit
// status is 3, nothing after exit runs (not even finally blocks), and it
// is not a property violation (gojpf exits 0 with exit_status 3).
public class Main {
    static void work() {
        try {
            System.out.println("working");
            System.err.println("about to exit with 3");
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
    }

    public static void main(String[] args) {
        System.out.print("partial line, ");
        System.out.println("then exit");
        work();
        System.out.println("not reached");
    }
}
