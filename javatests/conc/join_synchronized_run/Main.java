// A thread whose synchronized run() cannot lock its Thread object at once
// (main holds it in start and join) and is retried: a backtrack to before
// that retry once found the retry gone (gojpf's internal error
// "continuation frame of <nil> on top of the stack" in Thread.join).
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread() {
            @Override
            public synchronized void run() {
                System.out.println("t run");
            }
        };
        t.start();
        t.join();
        assert !t.isAlive();
        System.out.println("joined");
    }
}
