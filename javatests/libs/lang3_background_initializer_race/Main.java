// A BackgroundInitializer whose initialize() counts its work in a plain
// field that main also updates while the initializer runs: initialize()
// runs on the initializer's own thread, so the two updates race and one
// can be lost (get() orders only what comes after it). The assertion
// fails on that interleaving.
import org.apache.commons.lang3.concurrent.BackgroundInitializer;

public class Main {
    static int tasks;

    public static void main(String[] args) throws Exception {
        BackgroundInitializer<String> init = new BackgroundInitializer<String>() {
            @Override
            protected String initialize() {
                tasks++;
                return "loaded";
            }
        };
        init.start();
        tasks++;
        String v = init.get();
        assert tasks == 2 : "tasks=" + tasks;
        System.out.println(v + " tasks=" + tasks);
    }
}
