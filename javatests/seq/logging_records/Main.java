// java.util.logging end to end: loggers, levels, handlers, parameters,
// suppliers, thrown exceptions, and the caller the record infers
// (StackWalker).
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;

public class Main {
    public static void main(String[] args) {
        Logger log = Logger.getLogger("app.demo");
        log.setUseParentHandlers(false);
        Handler h = new StreamHandler(System.out, new SimpleFormatter() {
            @Override
            public String format(LogRecord r) {
                String thrown = r.getThrown() == null ? "" : " [" + r.getThrown() + "]";
                return r.getLevel() + " " + r.getLoggerName() + " " + r.getSourceClassName() + "."
                        + r.getSourceMethodName() + ": " + formatMessage(r) + thrown + "\n";
            }
        });
        h.setLevel(Level.ALL);
        log.addHandler(h);
        log.info("hello");
        log.fine("hidden: the level is INFO, from logging.properties");
        log.setLevel(Level.FINE);
        log.fine("now shown");
        log.log(Level.WARNING, "parameters {0} and {1}", new Object[] {1, "two"});
        helper(log);
        log.log(Level.SEVERE, "with an exception", new IllegalStateException("boom"));
        h.flush();
        Logger root = Logger.getLogger("");
        System.out.println("parent is root: " + (log.getParent() == root) + ", root level " + root.getLevel());
        System.out.println("root handlers: " + root.getHandlers().length + " " + root.getHandlers()[0].getClass().getName());
        System.out.println("isLoggable(FINEST): " + log.isLoggable(Level.FINEST) + ", Level.parse: " + Level.parse("800"));
    }

    static void helper(Logger log) {
        log.warning(() -> "from a supplier");
    }
}
