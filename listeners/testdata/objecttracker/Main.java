// A counter two threads increment without a lock; main checks the sum
// after joining them: the lost update fails the assertion. The object
// tracker follows the counter.
public class Main {
    static class Counter {
        int n;

        void inc() {
            n = n + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Thread a = new Thread(c::inc);
        Thread b = new Thread(c::inc);
        a.start();
        b.start();
        a.join();
        b.join();
        assert c.n == 2 : "lost update: " + c.n;
    }
}
