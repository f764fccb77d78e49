// JPF's ThreadStopTest.testStopSelf: a thread that stops itself throws
// ThreadDeath at once; uncaught, it ends the thread silently (no error).
@SuppressWarnings("removal")
public class Main {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread() {
            @Override
            public void run() {
                System.out.println("t running");
                foo();
                System.out.println("t not stopped");
            }

            void foo() {
                stop();
            }
        };
        t.start();
        t.join();
        System.out.println("joined " + t.isAlive());
    }
}
