// Publication through a volatile flag: data is written before the flag
// and read after it: no race.
public class Main {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) {
        Thread t = new Thread(() -> {
            if (ready) {
                System.out.println(data);
            }
        });
        t.start();
        data = 42;
        ready = true;
    }
}
