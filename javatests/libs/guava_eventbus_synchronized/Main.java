// Two threads post to a Guava EventBus. A subscriber method without
// @AllowConcurrentEvents is called by one thread at a time (the bus wraps
// it in a synchronized subscriber), so its unsynchronized counter never
// loses an update.
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;

public class Main {
    static class Counter {
        int events;

        @Subscribe
        public void on(String event) {
            events++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        EventBus bus = new EventBus();
        Counter c = new Counter();
        bus.register(c);
        Thread t = new Thread(() -> bus.post("worker"));
        t.start();
        bus.post("main");
        t.join();
        System.out.println("events=" + c.events);
    }
}
