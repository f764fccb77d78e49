// The interrupt flag: isInterrupted reads it, Thread.interrupted reads and clears it.
public class Main {
    public static void main(String[] args) {
        Thread me = Thread.currentThread();
        me.interrupt();
        System.out.println(me.isInterrupted());
        System.out.println(Thread.interrupted());
        System.out.println(Thread.interrupted());
        System.out.println(me.isInterrupted());
    }
}
