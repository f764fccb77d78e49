// Two threads count requests in a plain field and log the count through
// SLF4J (slf4j-simple on System.out). The increments race: both can log
// "request 1", and the final count can be 1. The assertion fails on that
// interleaving.
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Main {
    static int requests;

    static void handle(Logger log) {
        int n = ++requests;
        log.info("request {}", n);
    }

    public static void main(String[] args) throws InterruptedException {
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.out");
        Logger log = LoggerFactory.getLogger(Main.class);
        log.info("starting {}", "the worker");
        Thread t = new Thread(() -> handle(log), "worker");
        t.start();
        handle(log);
        t.join();
        assert requests == 2 : "requests=" + requests;
    }
}
