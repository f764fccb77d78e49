// Peterson's mutual exclusion with a mistake: the second thread gives the
// turn away before it says it wants in, so both can enter the critical
// section.
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
            turn = 0;
            want1 = true;
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
