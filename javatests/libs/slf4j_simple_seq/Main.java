// SLF4J's simple binding on one thread with its defaults (records on
// System.err, level INFO) and a logger set to debug by a system
// property, compared with java's output: levels, {} placeholders,
// arrays and an exception's stack trace.
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class Main {
    public static void main(String[] args) {
        System.setProperty("org.slf4j.simpleLogger.log.verbose", "debug");
        Logger log = LoggerFactory.getLogger(Main.class);
        Logger verbose = LoggerFactory.getLogger("verbose");
        log.debug("not shown");
        log.info("{} + {} = {}", 1, 2, 3);
        log.warn("array {}", (Object) new int[]{4, 5});
        verbose.debug("shown: {}", verbose.isDebugEnabled());
        log.error("failed", new IllegalArgumentException("bad"));
        System.out.println("info enabled: " + log.isInfoEnabled() + ", debug enabled: " + log.isDebugEnabled());
    }
}
