// join makes a thread's writes visible; joining a never-started thread returns at once.
public class Main {
    static int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> a = 3);
        t.start();
        b = 4;
        t.join();
        Thread unstarted = new Thread(() -> a = 100);
        unstarted.join();
        System.out.println(a + b);
    }
}
