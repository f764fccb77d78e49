// Starting a thread twice throws IllegalThreadStateException (whether or not it has ended).
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { });
        t.start();
        try {
            t.start();
            System.out.println("started twice");
        } catch (IllegalThreadStateException e) {
            System.out.println("IllegalThreadStateException");
        }
        t.join();
        try {
            t.start();
            System.out.println("restarted");
        } catch (IllegalThreadStateException e) {
            System.out.println("IllegalThreadStateException");
        }
    }
}
