// A Runnable lambda and a method reference as thread bodies.
public class Main {
    static String name;
    static int value;

    static void compute() {
        value = 6 * 7;
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable r = () -> name = Thread.currentThread().getName();
        Thread t1 = new Thread(r);
        Thread t2 = new Thread(Main::compute);
        t1.start();
        t1.join();
        t2.start();
        t2.join();
        System.out.println(name + " " + value);
    }
}
