import gojpf.events.Handler;
import gojpf.events.Looper;

// A handler reads what another thread writes without synchronization: a
// race, whatever the queue orders.
public class Main {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Looper looper = new Looper("ui");
        looper.start();
        Handler h = new Handler(looper);
        Thread worker = new Thread(() -> data = 42);
        worker.start();
        h.post(() -> System.out.println(data));
        h.post(looper::quit);
        looper.join();
        worker.join();
    }
}
