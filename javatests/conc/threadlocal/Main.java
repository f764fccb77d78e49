// ThreadLocal: main and a thread each see only their own value.
public class Main {
    static final ThreadLocal<Integer> local = ThreadLocal.withInitial(() -> 0);
    static int initialInThread, seenInThread;

    public static void main(String[] args) throws InterruptedException {
        local.set(1);
        Thread t = new Thread(() -> {
            initialInThread = local.get();
            local.set(2);
            seenInThread = local.get();
        });
        t.start();
        t.join();
        System.out.println(local.get() + " " + initialInThread + " " + seenInThread);
    }
}
