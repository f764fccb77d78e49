// The main thread writes a field after starting a thread that reads it:
// at the write only main has touched the field, so DRB marks it Maybe;
// the thread's read makes it shared and the engine replays to schedule
// the write (paper 000 §4, Table 1: MaybeExample, written anew).
public class MaybeExample {
    static int data;
    static int seen = -1;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> seen = data);
        t.start();
        data = 42;
        t.join();
        System.out.println("seen=" + seen);
    }
}
