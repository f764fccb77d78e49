// A thread asserts on a value main sets only after starting it.
public class Main {
    static int config;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            assert config == 42 : "read config too early: " + config;
        });
        t.start();
        config = 42;
        t.join();
        System.out.println("ok");
    }
}
