// A thread polls its interrupt flag in a yield loop until main interrupts it.
public class Main {
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.yield();
            }
            result = "stopped";
        });
        t.start();
        t.interrupt();
        t.join();
        System.out.println(result);
    }
}
