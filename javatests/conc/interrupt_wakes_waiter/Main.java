// JPF's InterruptTest.testWaitAsyncInterrupt: main interrupts a thread
// that waits (or is about to): the woken thread may print before main
// does. Under jpf and the dynamic reductions gojpf once missed that order:
// an interrupt that woke a thread was no scheduling point.
public class Main {
    public static void main(String[] args) {
        Runnable r = new Runnable() {
            @Override
            public void run() {
                synchronized (this) {
                    try {
                        wait();
                        throw new AssertionError("wait returned without an interrupt");
                    } catch (InterruptedException e) {
                        assert !Thread.currentThread().isInterrupted() : "the throw did not clear the interrupt";
                        System.out.println("t interrupted");
                    }
                }
            }
        };
        Thread t = new Thread(r);
        t.start();
        t.interrupt();
        System.out.println("main end");
    }
}
