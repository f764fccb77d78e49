// A daemon thread's output appears only if it prints before the program ends.
public class Main {
    public static void main(String[] args) {
        Thread d = new Thread(() -> System.out.println("daemon"));
        d.setDaemon(true);
        d.start();
        System.out.println("main");
    }
}
