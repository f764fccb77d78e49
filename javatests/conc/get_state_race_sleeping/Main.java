// main looks once at the state of a thread that sleeps: RUNNABLE (not
// asleep yet), TIMED_WAITING (asleep, as HotSpot shows a sleeping thread)
// or TERMINATED (done). Sleeping is a write of the thread's state when it
// begins and when the thread runs on, which the DPORs must see.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        });
        t.start();
        Thread.State s = t.getState();
        t.join();
        System.out.println(s);
    }
}
