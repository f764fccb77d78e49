// Two threads log a record each through java.util.logging, on a handler
// that writes to System.out, and race on a counter. Each record is one
// event of the program (gojpf runs the logging framework atomically):
// the outcomes are the two orders of the records times the lost update,
// and the source method each record infers (StackWalker) is its own.
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

public class Main {
    static final Logger log = Logger.getLogger("race");
    static int count;

    public static void main(String[] args) throws InterruptedException {
        log.setUseParentHandlers(false);
        Handler h = new StreamHandler(System.out, new SimpleFormatter() {
            @Override
            public String format(LogRecord r) {
                return r.getSourceMethodName() + ": " + r.getMessage() + "\n";
            }
        }) {
            @Override
            public synchronized void publish(LogRecord r) {
                super.publish(r);
                flush();
            }
        };
        log.addHandler(h);
        Thread t = new Thread(() -> {
            count++;
            log.info("worker");
        });
        t.start();
        count++;
        log.info("main");
        t.join();
        System.out.println("count=" + count);
    }
}
