// The subscriber of guava_eventbus_synchronized marked
// @AllowConcurrentEvents: the bus then calls it from both posting threads
// at once, and its unsynchronized counter can lose an update. The
// assertion fails on that interleaving.
import com.google.common.eventbus.AllowConcurrentEvents;
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;

public class Main {
    static class Counter {
        int events;

        @Subscribe
        @AllowConcurrentEvents
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
        assert c.events == 2 : "events=" + c.events;
        System.out.println("events=" + c.events);
    }
}
