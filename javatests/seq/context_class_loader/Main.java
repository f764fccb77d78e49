// The main thread's context class loader is the system class loader
// (the JVM sets it as it boots), and a new thread inherits its creator's;
// libraries load classes and make proxies through it.
public class Main {
    public static void main(String[] args) throws Exception {
        ClassLoader system = ClassLoader.getSystemClassLoader();
        ClassLoader tccl = Thread.currentThread().getContextClassLoader();
        System.out.println("main: " + (tccl == system) + " " + (tccl == Main.class.getClassLoader()));
        System.out.println("new thread: " + (new Thread(() -> { }).getContextClassLoader() == system));
        Class<?> c = Class.forName("Main", false, tccl);
        System.out.println("loads Main: " + (c == Main.class));
        ClassLoader mine = new ClassLoader(tccl) { };
        Thread.currentThread().setContextClassLoader(mine);
        System.out.println("set: " + (Thread.currentThread().getContextClassLoader() == mine)
                + ", inherited: " + (new Thread(() -> { }).getContextClassLoader() == mine));
    }
}
