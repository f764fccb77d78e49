// An exception main does not catch makes the exit status 1 even when the
// default uncaught-exception handler takes it (gojpf said 0).
public class Main {
    public static void main(String[] args) {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("handled " + e.getMessage()));
        throw new IllegalStateException("boom");
    }
}
