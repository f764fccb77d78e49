// A counter behind synchronized methods (instance and static): no race.
public class Main {
    private int count;
    private static int total;

    synchronized void inc() {
        count++;
    }

    static synchronized void add() {
        total++;
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread t = new Thread(() -> {
            m.inc();
            add();
        });
        t.start();
        m.inc();
        add();
        t.join();
        System.out.println(m.count + " " + total);
    }
}
