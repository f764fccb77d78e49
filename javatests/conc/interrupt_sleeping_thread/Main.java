// Interrupting a sleeping thread.
public class Main {
    static String result;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                result = "woke";
            } catch (InterruptedException e) {
                result = "interrupted";
            }
        });
        t.start();
        t.interrupt();
        t.join();
        System.out.println(result);
    }
}
