// A suspended daemon thread does not keep the program alive: main ends
// and the program with it, whether or not the daemon ran first. (The
// daemon does not print: suspended inside println it would keep
// System.out's lock and main's println would block for ever, under the
// JVM; gojpf's console output is atomic and has no such state.)
@SuppressWarnings("removal")
public class Main {
    static volatile int steps;

    public static void main(String[] args) {
        Thread t = new Thread(() -> steps++);
        t.setDaemon(true);
        t.start();
        t.suspend();
        System.out.println("main ends");
    }
}
