// notify without holding the monitor throws IllegalMonitorStateException.
public class Main {
    public static void main(String[] args) {
        Object lock = new Object();
        System.out.println("notifying");
        lock.notify();
        System.out.println("unreachable");
    }
}
