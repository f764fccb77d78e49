// Class.getRecordComponents (names, types, generic signatures, accessors)
// and Method.invoke on members of a non-public nested class, whose access
// check asks Reflection.getCallerClass from Method.invoke itself; a
// caller-sensitive method called through Method.invoke sees the program
// as its caller. Found by the seqgen fuzzer.
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;

public class Main {
    record Pt(int x, long y, String s) {
    }

    record Gen<T extends Comparable<T>>(T value, List<? extends T> more, int[] raw) {
    }

    record Empty() {
    }

    static class Hidden {
        private int secret = 7;

        int peek() {
            return secret;
        }
    }

    static void show(Class<?> c) {
        RecordComponent[] rcs = c.getRecordComponents();
        System.out.println(c.getSimpleName() + " record=" + c.isRecord() + " components=" + (rcs == null ? "null" : rcs.length));
        if (rcs == null) {
            return;
        }
        for (RecordComponent rc : rcs) {
            System.out.println("  " + rc.getName() + " : " + rc.getType().getName() + " generic " + rc.getGenericType()
                    + " sig " + rc.getGenericSignature() + " accessor " + rc.getAccessor().getName() + " "
                    + rc.getDeclaringRecord().getSimpleName() + " " + rc);
        }
    }

    public static void main(String[] args) throws Exception {
        show(Pt.class);
        show(Gen.class);
        show(Empty.class);
        show(String.class);
        Pt p = new Pt(3, 4L, "s");
        for (RecordComponent rc : Pt.class.getRecordComponents()) {
            System.out.println(rc.getName() + "=" + rc.getAccessor().invoke(p));
        }
        System.out.println(Arrays.toString(Arrays.stream(Pt.class.getRecordComponents()).map(RecordComponent::getName).toArray()));
        Method peek = Hidden.class.getDeclaredMethod("peek");
        System.out.println("peek " + peek.invoke(new Hidden()));
        Method forName = Class.class.getMethod("forName", String.class);
        System.out.println("forName " + forName.invoke(null, "Main$Hidden"));
        Method lookup = MethodHandles.class.getMethod("lookup");
        System.out.println("lookup " + ((MethodHandles.Lookup) lookup.invoke(null)).lookupClass());
        try {
            Hidden.class.getDeclaredField("secret").getInt(new Hidden());
            System.out.println("field read");
        } catch (IllegalAccessException e) {
            System.out.println("no access: " + e.getMessage());
        }
    }
}
