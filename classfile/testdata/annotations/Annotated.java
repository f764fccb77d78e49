import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// Every kind of element value, for classfile's annotation tests.
@Annotated.Every(b = 1, c = 'x', i = -7, s = 3, z = true, j = 1L << 40, f = 1.5f, d = -2.25,
        str = "hé", e = ElementType.METHOD, cls = String.class, prim = int.class,
        nested = @Annotated.Inner("in"), arr = {"a", "b"})
public class Annotated {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Inner { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Every {
        byte b(); char c(); int i(); short s(); boolean z(); long j(); float f(); double d();
        String str(); ElementType e(); Class<?> cls(); Class<?> prim(); Inner nested(); String[] arr();
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Marker {}

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {}

    @Marker @Invisible
    int field;

    @Marker
    @Inner("m")
    void method() {}

    void plain() {}
}
