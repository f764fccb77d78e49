import java.util.concurrent.locks.LockSupport;

// `if` instead of `while` around LockSupport.park: correct as long as park
// returns only after unpark, wrong once it may also return for no reason,
// as LockSupport's specification allows (--spurious-wakeups).
public class Main {
    static volatile boolean ready;

    public static void main(String[] args) {
        Thread consumer = new Thread(() -> {
            if (!ready) { // bug: must be while
                LockSupport.park();
            }
            assert ready : "returned from park before ready";
        });
        consumer.start();
        ready = true;
        LockSupport.unpark(consumer);
    }
}
