// suspend and resume of a thread not started, or ended, do nothing; a
// resume of a thread not suspended does nothing.
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> System.out.println("t ran"));
        t.suspend();
        t.start();
        t.join();
        t.suspend();
        t.resume();
        Thread u = new Thread(() -> System.out.println("u ran"));
        u.start();
        u.resume();
        u.join();
        System.out.println("end " + t.getState() + " " + u.getState());
    }
}
