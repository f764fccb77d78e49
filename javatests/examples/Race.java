/**
 * Two threads increment a shared counter without synchronisation. Run it
 * with `gojpf run --outcomes javatests/examples/Race.java`: gojpf finds
 * every result the program can print (1 and 2), and the assertion's
 * violation with the interleaving that causes it.
 */
public class Race {
    static int counter;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> counter++);
        Thread b = new Thread(() -> counter++);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("counter = " + counter);
        assert counter == 2 : "lost update: counter = " + counter;
    }
}
