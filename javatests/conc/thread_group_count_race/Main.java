// ThreadGroup.activeCount races with the end of the thread main started:
// 2 if main counts before the thread ends, 1 after (Thread.exit removes
// it from its group). The thread end's model tells the schedulers the
// thread's leaving its group (jvm.PointGroupLeave); the reductions order
// it with activeCount's lock and read and find both.
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        t.start();
        int n = Thread.currentThread().getThreadGroup().activeCount();
        t.join();
        System.out.println(n);
    }
}
