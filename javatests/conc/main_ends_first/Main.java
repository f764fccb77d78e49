// main returns while a non-daemon thread still runs: the program waits for it.
public class Main {
    public static void main(String[] args) {
        Thread worker = new Thread(() -> System.out.println("worker"));
        worker.start();
    }
}
