// jul_handler_synchronized with publish not synchronized: Logger.log
// calls a handler's publish from each logging thread with no lock of its
// own, so the handler's counter races and a record can go uncounted. The
// assertion fails on that interleaving.
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

public class Main {
    static class CountingHandler extends Handler {
        int records;

        @Override
        public void publish(LogRecord r) {
            records++;
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
        assert h.records == 2 : "records=" + h.records;
        System.out.println("records=" + h.records);
    }
}
