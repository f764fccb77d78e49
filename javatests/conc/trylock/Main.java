import java.util.concurrent.locks.ReentrantLock;

// tryLock never blocks: whichever of main and the thread finds the lock held gives up.
public class Main {
    static final ReentrantLock lock = new ReentrantLock();
    static int wins;

    static void attempt() {
        if (lock.tryLock()) {
            try {
                wins++;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(Main::attempt);
        t.start();
        attempt();
        t.join();
        System.out.println(wins);
    }
}
