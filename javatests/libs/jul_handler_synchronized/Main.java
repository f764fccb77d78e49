// Two threads log through java.util.logging to a handler of the
// program's own that counts and prints records under a synchronized
// publish: both records are counted, printed in either order.
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class Main {
    static class CountingHandler extends Handler {
        int records;

        @Override
        public synchronized void publish(LogRecord r) {
            records++;
            System.out.println(records + " " + r.getLevel() + " " + r.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Logger log = Logger.getLogger("app");
        log.setUseParentHandlers(false);
        CountingHandler h = new CountingHandler();
        log.addHandler(h);
        Thread t = new Thread(() -> log.info("worker"));
        t.start();
        log.warning("main");
        t.join();
        synchronized (h) {
            System.out.println("records=" + h.records);
        }
    }
}
