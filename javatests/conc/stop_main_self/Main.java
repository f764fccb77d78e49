// main stops itself: ThreadDeath ends it silently, and the program's exit
// status is 1, as after any exception main does not catch.
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) {
        System.out.println("before");
        Thread.currentThread().stop();
        System.out.println("after");
    }
}
