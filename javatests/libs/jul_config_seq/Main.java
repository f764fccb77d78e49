// java.util.logging configured from properties on one thread (levels,
// a ConsoleHandler with SimpleFormatter's format), compared with java's
// output (records go to System.err).
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

public class Main {
    public static void main(String[] args) throws Exception {
        String config = String.join("\n",
                "handlers=java.util.logging.ConsoleHandler",
                ".level=INFO",
                "java.util.logging.ConsoleHandler.level=ALL",
                "java.util.logging.SimpleFormatter.format=%4$s %3$s: %5$s%6$s%n",
                "app.db.level=FINE",
                "app.web.level=WARNING",
                "");
        LogManager.getLogManager().readConfiguration(new ByteArrayInputStream(config.getBytes(StandardCharsets.UTF_8)));
        Logger db = Logger.getLogger("app.db");
        Logger web = Logger.getLogger("app.web");
        Logger other = Logger.getLogger("app.other");
        db.fine("connected");
        db.finer("hidden");
        web.info("hidden too");
        web.warning("slow request");
        other.info("hello {0} and {1}");
        other.log(Level.INFO, "hello {0} and {1}", new Object[]{"x", 42});
        other.log(Level.SEVERE, "failed", new IllegalStateException("boom"));
        System.out.println("levels: " + db.getLevel() + " " + web.getLevel() + " " + other.getLevel() + " " + other.getParent().getLevel());
        System.out.println("loggable: " + db.isLoggable(Level.FINE) + " " + web.isLoggable(Level.INFO) + " " + other.isLoggable(Level.INFO));
    }
}
