// Two threads print a line each: the program's output is their concatenation in either order.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> System.out.println("A"));
        t.start();
        System.out.println("B");
        t.join();
    }
}
