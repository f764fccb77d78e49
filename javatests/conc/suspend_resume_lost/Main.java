// A thread suspends itself and main resumes it: when main's resume comes
// first it does nothing (the thread is not suspended yet), the thread then
// stays suspended for ever and main's join never returns: a deadlock.
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            Thread.currentThread().suspend();
            System.out.println("resumed");
        });
        t.start();
        t.resume();
        t.join();
    }
}
