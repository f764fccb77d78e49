// main writes a static after starting the thread that reads it: a race.
public class Main {
    static int config;

    public static void main(String[] args) {
        Thread t = new Thread(() -> System.out.println(config));
        t.start();
        config = 1;
    }
}
