// Peterson's mutual exclusion for two threads, with volatile fields (so
// sequentially consistent): the busy-wait ends, and both threads are
// never in the critical section at once.
public class Main {
    static volatile boolean want0, want1;
    static volatile int turn;
    static int inside, entered;

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            want0 = true;
            turn = 1;
            while (want1 && turn == 1) {
                // wait
            }
            critical();
            want0 = false;
        });
        Thread b = new Thread(() -> {
            want1 = true;
            turn = 0;
            while (want0 && turn == 0) {
                // wait
            }
            critical();
            want1 = false;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(entered);
    }

    static void critical() {
        inside++;
        assert inside == 1 : "two threads in the critical section";
        entered++;
        inside--;
    }
}
