// JPF's ThreadStopTest.testStopNewThread and testStopNewSyncThread:
// Thread.stop before start makes the thread stillborn (JDK 17): started,
// it ends without running run(), also when main holds its monitor.
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> System.out.println("t ran"));
        t.stop();
        t.start();
        t.join();
        Thread s = new Thread() {
            @Override
            public synchronized void run() {
                System.out.println("s ran");
            }
        };
        s.stop();
        synchronized (s) {
            s.start();
        }
        s.join();
        System.out.println(t.getState() + " " + s.getState());
    }
}
