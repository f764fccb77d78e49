// Annotations read through reflection (classes, methods, fields, defaults,
// every element kind) and java.lang.reflect.Proxy (boxing, default and
// Object methods, declared and undeclared exceptions, visibility, results
// of the wrong type).
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class Main {
    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.METHOD, ElementType.TYPE, ElementType.FIELD})
    @interface Tag { String value() default "none"; int n() default 7; Class<?> k() default Object.class; ElementType e() default ElementType.TYPE; long[] ls() default {1L, 2L}; }

    interface Greeter { String greet(String who); int add(int a, int b); default String hi() { return "hi"; } void fail() throws java.io.IOException; void boom(); }

    @Tag("cls") static class Tgt { @Tag(value = "f", n = 3) int field; @Tag(n = 5, k = String.class, e = ElementType.FIELD, ls = {9}) public void m() {} public void plain() {} }

    public static void main(String[] args) throws Exception {
        Tag t = Tgt.class.getAnnotation(Tag.class);
        System.out.println("class: " + t.value() + " " + t.n() + " " + t.k().getSimpleName() + " " + t.e() + " " + Arrays.toString(t.ls()));
        Method m = Tgt.class.getMethod("m");
        Tag mt = m.getAnnotation(Tag.class);
        System.out.println("method: " + mt.value() + " " + mt.n() + " " + mt.k().getSimpleName() + " " + mt.e() + " " + Arrays.toString(mt.ls()));
        System.out.println("plain: " + Tgt.class.getMethod("plain").getAnnotation(Tag.class) + " present " + m.isAnnotationPresent(Tag.class));
        Tag ft = Tgt.class.getDeclaredField("field").getAnnotation(Tag.class);
        System.out.println("field: " + ft.value() + " " + ft.n() + " annotationType " + ft.annotationType().getSimpleName());
        System.out.println("equal: " + mt.equals(Tgt.class.getMethod("m").getAnnotation(Tag.class)) + " " + (mt.hashCode() == Tgt.class.getMethod("m").getAnnotation(Tag.class).hashCode()));
        System.out.println("default: " + Tag.class.getMethod("n").getDefaultValue());
        List<String> calls = new ArrayList<>();
        Greeter g = (Greeter) Proxy.newProxyInstance(Main.class.getClassLoader(), new Class<?>[] {Greeter.class}, (proxy, method, a) -> {
            calls.add(method.getName() + (a == null ? "()" : Arrays.toString(a)));
            switch (method.getName()) {
                case "greet": return "hello " + a[0];
                case "add": return (Integer) a[0] + (Integer) a[1];
                case "hi": return "proxied hi";
                case "fail": throw new java.io.IOException("declared");
                case "boom": throw new Exception("undeclared");
                case "toString": return "GreeterProxy";
                case "hashCode": return 42;
                case "equals": return proxy == a[0];
            }
            return null;
        });
        System.out.println(g.greet("bob") + " " + g.add(2, 3) + " " + g.hi() + " " + g + " " + g.hashCode() + " " + g.equals(g));
        try { g.fail(); } catch (java.io.IOException e) { System.out.println("IOException " + e.getMessage()); }
        try { g.boom(); } catch (UndeclaredThrowableException e) { System.out.println("Undeclared " + e.getCause().getMessage()); }
        System.out.println("isProxyClass " + Proxy.isProxyClass(g.getClass()) + " " + Proxy.isProxyClass(Main.class) + " handler " + (Proxy.getInvocationHandler(g) != null));
        System.out.println(calls);
        Runnable r = (Runnable) Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, (p, meth, a) -> null);
        r.run();
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Greeter.class}, (p, meth, a) -> null);
        } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try {
            Proxy.newProxyInstance(Main.class.getClassLoader(), new Class<?>[] {Main.class}, (p, meth, a) -> null);
        } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try {
            Greeter bad = (Greeter) Proxy.newProxyInstance(Main.class.getClassLoader(), new Class<?>[] {Greeter.class}, (p, meth, a) -> meth.getName().equals("add") ? null : 1);
            bad.add(1, 2);
        } catch (NullPointerException e) { System.out.println("NPE for null int"); }
        try {
            Greeter bad = (Greeter) Proxy.newProxyInstance(Main.class.getClassLoader(), new Class<?>[] {Greeter.class}, (p, meth, a) -> 1);
            bad.greet("x");
        } catch (ClassCastException e) { System.out.println("CCE"); }
    }
}
