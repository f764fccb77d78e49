/** A class that Plugin's code names: it resolves through Plugin's loader. */
public class PluginHelper {
    public final int value;

    public PluginHelper(int value) {
        this.value = value;
    }

    public static class Failure extends RuntimeException {
        public Failure(String msg) {
            super(msg);
        }
    }

    static void fail() {
        throw new Failure("plugin failed");
    }
}
