// A commons-lang3 BackgroundInitializer computes a value on a thread of
// its own (start() creates a one-thread executor and shuts it down after
// the task); get() waits for the result.
import org.apache.commons.lang3.concurrent.BackgroundInitializer;

public class Main {
    public static void main(String[] args) throws Exception {
        BackgroundInitializer<String> init = new BackgroundInitializer<String>() {
            @Override
            protected String initialize() {
                return "loaded";
            }
        };
        init.start();
        System.out.println(init.get() + " started=" + init.isStarted());
    }
}
