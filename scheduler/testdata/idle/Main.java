// Two threads that do nothing, started and joined: nothing is shared, so
// a dynamic partial-order reduction needs one execution (the thread
// lifecycle is a model: start, end and join are events of their own, not
// the JDK's bookkeeping; jvm/models.go).
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {});
        Thread t2 = new Thread(() -> {});
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
