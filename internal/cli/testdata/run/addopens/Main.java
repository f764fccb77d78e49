import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;

/** Makes String.value accessible: only with --add-opens java.base/java.lang. */
public class Main {
    public static void main(String[] args) throws Exception {
        Field value = String.class.getDeclaredField("value");
        try {
            value.setAccessible(true);
            byte[] b = (byte[]) value.get("hi");
            System.out.println("opened: " + b.length);
        } catch (InaccessibleObjectException e) {
            System.out.println("closed");
        }
    }
}
