// jpf-core's Racer, in its shape: the thread writes d, main reads it
// after start() and no join: a data race (whatever the sleeps suggest).
public class Main implements Runnable {
    int d = 42;

    public void run() {
        pause(1001);
        d = 0;
    }

    public static void main(String[] args) {
        Main racer = new Main();
        Thread t = new Thread(racer);
        t.start();
        pause(1000);
        int c = 420 / racer.d;
        System.out.println(c);
    }

    static void pause(int n) {
        try {
            Thread.sleep(n);
        } catch (InterruptedException ix) {
        }
    }
}
