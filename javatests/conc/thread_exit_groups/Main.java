// A thread's end takes it out of its ThreadGroup (gojpf runs Thread.exit
// as a model): the group's count drops, a daemon group is destroyed with
// its last thread, a thread with ThreadLocals ends as the JDK's code ends
// it, and a thread that ends while main holds its group's monitor waits
// for it (the JDK's ThreadGroup.threadTerminated is synchronized).
@SuppressWarnings("removal")
public class Main {
    static final ThreadLocal<Integer> local = new ThreadLocal<>();

    public static void main(String[] args) throws InterruptedException {
        ThreadGroup plain = new ThreadGroup("plain");
        Thread a = new Thread(plain, () -> local.set(1));
        Thread b = new Thread(plain, () -> {});
        a.start();
        b.start();
        a.join();
        b.join();

        ThreadGroup daemon = new ThreadGroup("daemon");
        daemon.setDaemon(true);
        Thread c = new Thread(daemon, () -> {});
        c.start();
        c.join();

        ThreadGroup held = new ThreadGroup("held");
        Thread d = new Thread(held, () -> {});
        int seen;
        synchronized (held) {
            d.start();
            Thread.sleep(10);
            seen = held.activeCount(); // d cannot have left the group yet
        }
        d.join();
        System.out.println(plain.activeCount() + " " + daemon.isDestroyed() + " " + seen + " " + held.activeCount());
    }
}
