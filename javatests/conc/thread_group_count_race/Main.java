// ThreadGroup.activeCount races with the end of the thread main started:
// 2 if main counts before the thread ends, 1 after (Thread.exit removes
// it from its group). The group bookkeeping of Thread.start and exit runs
// atomically and is not told to the schedulers (jvm/sched.go,
// atomicThreadBookkeeping), so the stateless dynamic reductions do not
// see the race and miss "1" (sched_test.go, knownMiss).
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        t.start();
        int n = Thread.currentThread().getThreadGroup().activeCount();
        t.join();
        System.out.println(n);
    }
}
