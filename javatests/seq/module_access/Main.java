import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;

/**
 * Module encapsulation of reflection: what setAccessible and
 * trySetAccessible allow (JDK 17, no --add-opens): everything of the
 * program's own module, public members of exported packages, nothing
 * private of java.base.
 */
public class Main {
    public int pub = 1;
    private int secret = 42;

    static class Nested {
        private static String hidden = "nested";
    }

    static String text(Throwable e) {
        // The unnamed module's identity hash differs from VM to VM.
        return e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH");
    }

    public static void main(String[] args) throws Exception {
        Field own = Main.class.getDeclaredField("secret");
        own.setAccessible(true);
        System.out.println("own private field: " + own.getInt(new Main()));
        Field pub = Main.class.getField("pub");
        pub.setAccessible(true);
        System.out.println("own public field: " + pub.getInt(new Main()));
        Field nested = Nested.class.getDeclaredField("hidden");
        System.out.println("own nested private: " + nested.trySetAccessible() + " " + nested.get(null));

        Field value = String.class.getDeclaredField("value");
        try {
            value.setAccessible(true);
            System.out.println("String.value made accessible");
        } catch (InaccessibleObjectException e) {
            System.out.println(text(e));
        }
        System.out.println("String.value trySetAccessible: " + value.trySetAccessible() + " " + value.canAccess("x"));

        Method intValue = Integer.class.getMethod("intValue");
        intValue.setAccessible(true);
        System.out.println("public method of an exported package: " + intValue.invoke(7));
        Field maxValue = Integer.class.getField("MAX_VALUE");
        System.out.println("public field: " + maxValue.trySetAccessible());

        Method clone = Object.class.getDeclaredMethod("clone");
        System.out.println("Object.clone (protected): " + clone.trySetAccessible());
        try {
            clone.setAccessible(true);
        } catch (InaccessibleObjectException e) {
            System.out.println(text(e));
        }

        Method hashMapHash = java.util.HashMap.class.getDeclaredMethod("hash", Object.class);
        System.out.println("HashMap.hash (package-private static): " + hashMapHash.trySetAccessible());

        Class<?> unsafe = Class.forName("jdk.internal.misc.Unsafe");
        Method getUnsafe = unsafe.getMethod("getUnsafe");
        try {
            getUnsafe.setAccessible(true);
        } catch (InaccessibleObjectException e) {
            System.out.println(text(e));
        }
    }
}
