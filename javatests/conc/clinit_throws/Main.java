// A static initializer that throws, needed by two threads: the one that
// runs it gets ExceptionInInitializerError; the other (whether it waited
// for the initialization or came after it) finds the class erroneous and
// gets NoClassDefFoundError (JVMS §5.5 steps 2, 5 and 11).
class Config {
    static int value;

    static {
        if (Main.fail) {
            throw new IllegalStateException("no config");
        }
        value = 1;
    }
}

public class Main {
    static boolean fail = true;
    static String r1, r2;

    static String use() {
        try {
            return "value " + Config.value;
        } catch (ExceptionInInitializerError e) {
            return "EIIE(" + e.getCause() + ")";
        } catch (NoClassDefFoundError e) {
            return "NCDFE(" + e.getMessage() + ")";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> r1 = use());
        Thread t2 = new Thread(() -> r2 = use());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println(r1);
        System.out.println(r2);
    }
}
