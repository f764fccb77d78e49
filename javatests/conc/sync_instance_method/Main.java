// synchronized instance methods on one shared object.
public class Main {
    private int count;

    synchronized void inc() {
        count++;
    }

    synchronized int get() {
        return count;
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread t = new Thread(m::inc);
        t.start();
        m.inc();
        t.join();
        System.out.println(m.get());
    }
}
