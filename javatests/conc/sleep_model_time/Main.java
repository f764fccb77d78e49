// Thread.sleep advances (model) time at least by the requested amount; sleep in another thread too.
public class Main {
    static boolean slept;

    public static void main(String[] args) throws InterruptedException {
        long t0 = System.currentTimeMillis();
        long n0 = System.nanoTime();
        Thread.sleep(100);
        long t1 = System.currentTimeMillis();
        long n1 = System.nanoTime();
        System.out.println((t1 - t0 >= 100) + " " + (n1 - n0 >= 100_000_000L));
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(20);
                slept = true;
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        });
        t.start();
        t.join();
        System.out.println(slept);
    }
}
