// A reader busy-waits on a volatile flag.
public class Main {
    static int data;
    static volatile boolean ready;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            while (!ready) {
                // spin
            }
            seen = data;
        });
        reader.start();
        data = 42;
        ready = true;
        reader.join();
        System.out.println(seen);
    }
}
