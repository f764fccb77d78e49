import gojpf.events.Handler;
import gojpf.events.Looper;

// What a thread did before it posted an event happens before the event's
// handler (the queue is synchronized), and the handlers of one looper run
// one after another on its thread: no race.
public class Main {
    static int data;

    public static void main(String[] args) throws InterruptedException {
        Looper looper = new Looper("ui");
        looper.start();
        Handler h = new Handler(looper);
        Thread worker = new Thread(() -> {
            data = 42;
            h.post(() -> data++);
            h.post(() -> System.out.println(data));
            h.post(looper::quit);
        });
        worker.start();
        looper.join();
    }
}
