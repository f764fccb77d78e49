// Monitors with one thread: reentrant enter, notify with an empty wait set.
public class Main {
    public static void main(String[] args) {
        Object o = new Object();
        synchronized (o) {
            synchronized (o) {
                o.notifyAll();
                System.out.println(Thread.holdsLock(o));
            }
            o.notify();
        }
        System.out.println(Thread.holdsLock(o));
    }
}
