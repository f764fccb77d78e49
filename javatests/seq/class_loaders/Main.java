import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.net.URL;
import java.util.Enumeration;
import java.util.Set;

/**
 * Class loaders: the built-in ones (identity, parents, resources), and
 * the program's own, which define classes from class files read as
 * resources, child first: each loader's classes are distinct, with their
 * own statics, and resolve their own references through it.
 */
public class Main {
    /** Defines the named classes itself from the class files its parent finds. */
    static final class ChildFirst extends ClassLoader {
        private final Set<String> mine;

        ChildFirst(String name, ClassLoader parent, String... names) {
            super(name, parent);
            mine = Set.of(names);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (!mine.contains(name)) {
                    return super.loadClass(name, resolve);
                }
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = findClass(name);
                }
                return c;
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = bytesOf(getParent(), name);
            if (b == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, b, 0, b.length);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }

        Class<?> defineAgain(String name) {
            byte[] b = bytesOf(getParent(), name);
            return defineClass(name, b, 0, b.length);
        }
    }

    static byte[] bytesOf(ClassLoader from, String className) {
        try (InputStream in = from.getResourceAsStream(className.replace('.', '/') + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new RuntimeException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        builtins();
        resources();
        ownLoaders();
    }

    static void builtins() throws Exception {
        ClassLoader app = Main.class.getClassLoader();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        System.out.println("app loader: " + (app != null) + " " + app.getName());
        System.out.println("system == app: " + (ClassLoader.getSystemClassLoader() == app));
        System.out.println("app parent is platform: " + (app.getParent() == platform) + " " + platform.getName());
        System.out.println("platform parent: " + platform.getParent());
        System.out.println("String: " + String.class.getClassLoader());
        System.out.println("int[]: " + int[].class.getClassLoader());
        System.out.println("Main[]: " + (Main[].class.getClassLoader() == app));
        System.out.println("java.sql.Connection: " + (Class.forName("java.sql.Connection").getClassLoader() == platform));
        System.out.println("Greeter: " + (Greeter.class.getClassLoader() == app));
        System.out.println("forName with app: " + (Class.forName("Plugin", false, app) == Plugin.class));
        System.out.println("app loads String: " + (app.loadClass("java.lang.String") == String.class));
        try {
            Class.forName("Main", false, null);
            System.out.println("boot loader sees Main");
        } catch (ClassNotFoundException e) {
            System.out.println("boot loader: ClassNotFoundException " + e.getMessage());
        }
        try {
            app.loadClass("NoSuchClass");
        } catch (ClassNotFoundException e) {
            System.out.println("app loader: ClassNotFoundException " + e.getMessage());
        }
        System.out.println("same module: " + (Main.class.getModule() == app.getUnnamedModule()) + " " + Main.class.getModule().isNamed());
    }

    static void resources() throws Exception {
        ClassLoader app = Main.class.getClassLoader();
        byte[] b = bytesOf(app, "Main");
        System.out.printf("Main.class: %d bytes, magic %x%n", b.length, ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff));
        URL u = app.getResource("Plugin.class");
        System.out.println("URL protocol: " + u.getProtocol() + ", ends with /Plugin.class: " + u.getPath().endsWith("/Plugin.class"));
        try (InputStream in = u.openStream()) {
            System.out.println("read through the URL: " + in.readAllBytes().length + " bytes, same as resource: " + (bytesOf(app, "Plugin").length));
        }
        System.out.println("missing: " + app.getResource("no/such/resource.txt") + " " + app.getResourceAsStream("nothing.txt"));
        System.out.println("Main.getResourceAsStream: " + (Main.class.getResourceAsStream("Main.class") != null) + " " + (Main.class.getResourceAsStream("/Greeter.class") != null));
        URL obj = ClassLoader.getSystemResource("java/lang/Object.class");
        System.out.println("Object.class: " + obj.getProtocol() + " " + obj);
        try (InputStream in = obj.openStream()) {
            System.out.println("Object.class bytes: " + (in.readAllBytes().length > 100));
        }
        int n = 0;
        for (Enumeration<URL> e = app.getResources("Main.class"); e.hasMoreElements(); e.nextElement()) {
            n++;
        }
        System.out.println("getResources(Main.class): " + n);
        System.out.println("String.getResourceAsStream: " + (String.class.getResourceAsStream("String.class") != null));
    }

    static void ownLoaders() throws Exception {
        ClassLoader app = Main.class.getClassLoader();
        String[] names = {"Plugin", "PluginHelper", "PluginHelper$Failure"};
        ChildFirst one = new ChildFirst("one", app, names);
        ChildFirst two = new ChildFirst("two", app, names);
        System.out.println("loader parent: " + (one.getParent() == app) + ", loaded before: " + one.loaded("Plugin"));
        Class<?> p1 = one.loadClass("Plugin");
        Class<?> p2 = two.loadClass("Plugin");
        System.out.println("names: " + p1.getName() + " " + p2.getName());
        System.out.println("distinct: " + (p1 != p2) + " " + (p1 != Plugin.class) + " " + (p2 != Plugin.class));
        System.out.println("loaders: " + p1.getClassLoader().getName() + " " + p2.getClassLoader().getName());
        System.out.println("findLoadedClass: " + (one.loaded("Plugin") == p1) + " " + one.loaded("PluginHelper"));
        System.out.println("loadClass again: " + (one.loadClass("Plugin") == p1));
        System.out.println("Greeter shared: " + Greeter.class.isAssignableFrom(p1) + " " + (p1.getInterfaces()[0] == Greeter.class));

        Greeter g1 = (Greeter) p1.getDeclaredConstructor().newInstance();
        Greeter g2 = (Greeter) p2.getDeclaredConstructor().newInstance();
        Greeter g1b = (Greeter) p1.getDeclaredConstructor().newInstance();
        System.out.println(g1.greet("a"));
        System.out.println(g2.greet("b"));
        System.out.println("bump: " + g1.bump() + " " + g2.bump() + " " + g1b.bump());
        System.out.println("statics: " + p1.getField("count").getInt(null) + " " + p2.getField("count").getInt(null) + " " + Plugin.count);
        System.out.println("initLoader: " + p1.getField("initLoader").get(null) + " " + p2.getField("initLoader").get(null));
        Method greet = p2.getMethod("greet", String.class);
        System.out.println("reflective call: " + greet.invoke(g2, "c"));
        System.out.println("not the app's class: " + !(g1 instanceof Plugin));

        System.out.println("helper loader: " + g1.helperLoader().getName() + " " + g2.helperLoader().getName());
        System.out.println("findLoadedClass after use: " + (one.loaded("PluginHelper") == g1.helperLoader().loadClass("PluginHelper")));
        Object[] hs = g1.helpers(2);
        System.out.println("array: " + hs.getClass().getName() + " " + hs.length + " " + hs.getClass().getComponentType().getClassLoader().getName());
        Object arr = Array.newInstance(p2, 3);
        System.out.println("Array.newInstance: " + arr.getClass().getName() + " " + (arr.getClass().getComponentType() == p2));
        System.out.println(g1.tryCatch());
        System.out.println(g2.supplier().get());

        System.out.println("forName in loader: " + (Class.forName("Plugin", true, two) == p2) + " " + (Class.forName("PluginHelper", false, one) == one.loaded("PluginHelper")));
        try {
            one.loadClass("NoSuchPlugin");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException " + e.getMessage());
        }
        try {
            Class.forName("Missing", true, two);
        } catch (ClassNotFoundException e) {
            System.out.println("forName: ClassNotFoundException " + e.getMessage());
        }
        try {
            one.defineAgain("Plugin");
            System.out.println("defined twice");
        } catch (LinkageError e) {
            System.out.println("define again: " + e.getClass().getName());
        }
        try {
            Object o = p1.getDeclaredConstructor().newInstance();
            Plugin p = (Plugin) o;
            System.out.println("cast worked: " + p);
        } catch (ClassCastException e) {
            System.out.println("cast across loaders: ClassCastException");
        }
        ClassLoader isolated = new ClassLoader(null) {};
        System.out.println("parentless sees String: " + (isolated.loadClass("java.lang.String") == String.class));
        try {
            isolated.loadClass("Main");
        } catch (ClassNotFoundException e) {
            System.out.println("parentless: ClassNotFoundException " + e.getMessage());
        }
    }
}
