// A thread re-enters a monitor it holds (synchronized method calling another, nested block).
public class Main {
    private int count;

    synchronized void addTwo() {
        inc();
        synchronized (this) {
            inc();
        }
    }

    synchronized void inc() {
        count++;
    }

    public static void main(String[] args) throws InterruptedException {
        Main m = new Main();
        Thread t = new Thread(m::addTwo);
        t.start();
        m.addTwo();
        t.join();
        System.out.println(m.count);
    }
}
