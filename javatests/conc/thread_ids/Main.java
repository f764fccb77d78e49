// Thread ids: stable for a thread, distinct between threads (absolute values are JVM-specific).
public class Main {
    static long idInside;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> idInside = Thread.currentThread().getId());
        long before = t.getId();
        t.start();
        t.join();
        Thread u = new Thread(() -> { });
        System.out.println(before == idInside);
        System.out.println(t.getId() != Thread.currentThread().getId());
        System.out.println(u.getId() != t.getId());
    }
}
