// Two threads increment a counter without synchronisation: main prints 1
// or 2.
public class Race {
    static int counter;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> counter++);
        Thread t2 = new Thread(() -> counter++);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(counter);
    }
}
