// Default names Thread-N (numbered in creation order, named threads take no number), setName.
public class Main {
    static String inside;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> inside = Thread.currentThread().getName());
        Thread b = new Thread(() -> { }, "worker");
        Thread c = new Thread(() -> { });
        System.out.println(Thread.currentThread().getName());
        System.out.println(a.getName() + " " + b.getName() + " " + c.getName());
        a.setName("renamed");
        a.start();
        a.join();
        System.out.println(inside);
    }
}
