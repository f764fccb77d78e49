// Two unsynchronised increments: one can be lost, and the assert catches it.
public class Main {
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> counter++);
        Thread t2 = new Thread(() -> counter++);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert counter == 2 : "lost update: counter = " + counter;
        System.out.println(counter);
    }
}
