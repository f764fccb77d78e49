// Thread.getState: NEW before start, RUNNABLE for the running thread, TERMINATED after join.
public class Main {
    static Thread.State inside;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> inside = Thread.currentThread().getState());
        System.out.println(t.getState());
        t.start();
        t.join();
        System.out.println(inside);
        System.out.println(t.getState());
    }
}
