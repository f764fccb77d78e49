// main suspends a thread wherever it got to; while suspended it makes no
// progress (two reads of its counter agree); after resume it finishes.
@SuppressWarnings("removal")
public class Main {
    static volatile int steps;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            steps++;
            steps++;
        });
        t.start();
        t.suspend();
        int seen = steps;
        Thread.yield();
        int again = steps;
        assert seen == again : seen + " then " + again + " while suspended";
        t.resume();
        t.join();
        System.out.println(seen + " " + steps);
    }
}
