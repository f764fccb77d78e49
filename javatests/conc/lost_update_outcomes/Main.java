// main and a thread each increment an unsynchronised counter once: the counter ends at 1 (lost update) or 2.
public class Main {
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> counter++);
        t.start();
        counter++;
        t.join();
        System.out.println(counter);
    }
}
