// Publishing through a volatile flag: a reader that sees the flag sees the data.
public class Main {
    static int data;
    static volatile boolean ready;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> seen = ready ? data : -1);
        reader.start();
        data = 42;
        ready = true;
        reader.join();
        System.out.println(seen);
    }
}
