// main stops a running thread wherever it got to: the ThreadDeath is
// thrown where the thread stands, before 0, 1 or 2 of its writes, or the
// thread has ended and the stop does nothing.
@SuppressWarnings("removal")
public class Main {
    static volatile int steps;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            steps = 1;
            steps = 2;
        });
        t.start();
        t.stop();
        t.join();
        System.out.println(steps);
    }
}
