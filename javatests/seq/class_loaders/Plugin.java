/** Loaded by the program's own class loaders, each a distinct class. */
public class Plugin implements Greeter {
    public static int count;
    public static String initLoader;

    static {
        ClassLoader l = Plugin.class.getClassLoader();
        initLoader = l.getName();
        System.out.println("Plugin initialized in loader " + initLoader);
    }

    public Plugin() {
        count++;
    }

    @Override
    public String greet(String who) {
        return "hello " + who + " from " + Plugin.class.getClassLoader().getName() + " #" + count;
    }

    @Override
    public int bump() {
        return ++count;
    }

    @Override
    public ClassLoader helperLoader() {
        return PluginHelper.class.getClassLoader();
    }

    @Override
    public Object[] helpers(int n) {
        PluginHelper[] hs = new PluginHelper[n];
        for (int i = 0; i < n; i++) {
            hs[i] = new PluginHelper(i);
        }
        return hs;
    }

    @Override
    public String tryCatch() {
        try {
            PluginHelper.fail();
            return "no exception";
        } catch (PluginHelper.Failure e) {
            return "caught " + e.getClass().getName() + " of " + e.getClass().getClassLoader().getName();
        }
    }

    @Override
    public java.util.function.Supplier<String> supplier() {
        PluginHelper h = new PluginHelper(7);
        return () -> "lambda sees helper " + h.value + " of " + h.getClass().getClassLoader().getName();
    }
}
