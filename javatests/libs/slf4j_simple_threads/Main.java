// Two threads log through SLF4J's simple binding (slf4j-simple),
// configured by system properties to write to System.out. Each record is
// one line, in either order, never interleaved: slf4j-simple writes a
// record with one println.
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Main {
    public static void main(String[] args) throws InterruptedException {
        System.setProperty("org.slf4j.simpleLogger.logFile", "System.out");
        Logger log = LoggerFactory.getLogger(Main.class);
        log.info("starting {}", "the worker");
        Thread t = new Thread(() -> log.info("hello from {}", "the worker"), "worker");
        t.start();
        log.info("hello from {}", "main");
        t.join();
    }
}
