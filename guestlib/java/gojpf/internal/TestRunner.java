package gojpf.internal;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The guest side of {@code gojpf test}: runs one test method of a JUnit 5,
 * JUnit 4 or JPF (TestJPF) test class, with its lifecycle methods, as the
 * program gojpf model-checks. gojpf reads the annotations from the class
 * files and passes what to run as arguments (gojpf's internal/cli/test.go
 * writes them; they are not a user interface):
 *
 * <pre>
 *   class=NAME             the test class; repeated for a @Nested chain, outermost first
 *   beforeAll=CLASS#NAME   a static method to run once before (afterAll: after)
 *   beforeEach=L:CLASS#NAME a method of the instance at chain level L (afterEach: after)
 *   perClass=true          one instance for the run (JUnit 5 @TestInstance(PER_CLASS))
 *   test=CLASS#NAME#DESC   the test method
 *   expected=CLASS         JUnit 4's @Test(expected=...)
 *   repeat=N               run the test N times (JUnit 5 @RepeatedTest)
 *   inv=V\u001fV...         one invocation's arguments as strings (\u0000: null), repeated
 *   source=CLASS#NAME      a static factory of the invocations' arguments (@MethodSource)
 * </pre>
 *
 * <p>A failure is thrown out of main unwrapped (an AssertionFailedError,
 * an AssertionError, the test's own exception), so that gojpf reports it
 * as an uncaught exception with the test's stack; failures of later
 * lifecycle methods are added to it as suppressed exceptions.
 */
public final class TestRunner {
    private TestRunner() {
    }

    /**
     * Records what a JPF test expects (TestJPF's verify calls) for gojpf
     * test; native in gojpf. Returns false when no gojpf test listens (the
     * caller then prints the expectation).
     */
    public static boolean expect(String expectation) {
        return false;
    }

    /**
     * Reports one execution's result to gojpf test, which collects the
     * distinct results over all executions (a jcstress result, a
     * linearizability history); native in gojpf, a no-op elsewhere.
     */
    public static void outcome(String result) {
    }

    /**
     * Calls m as Method.invoke does, without the JDK's method accessor: in
     * gojpf a native (the one behind NativeMethodAccessorImpl.invoke0), so
     * that threads calling the same method do not race on the accessor's
     * invocation count, which would multiply the interleavings explored.
     */
    static Object invoke(Method m, Object receiver, Object[] args) throws InvocationTargetException, IllegalAccessException {
        return m.invoke(receiver, args);
    }

    /** Throws t, checked or not, without wrapping it. */
    @SuppressWarnings("unchecked")
    static <T extends Throwable> void sneakyThrow(Throwable t) throws T {
        throw (T) t;
    }

    private static final class Ref {
        final int level;
        final String cls, name, desc;

        Ref(int level, String cls, String name, String desc) {
            this.level = level;
            this.cls = cls;
            this.name = name;
            this.desc = desc;
        }
    }

    private static Ref ref(String s, boolean leveled) {
        int level = 0;
        if (leveled) {
            int c = s.indexOf(':');
            level = Integer.parseInt(s.substring(0, c));
            s = s.substring(c + 1);
        }
        String[] p = s.split("#", -1);
        return new Ref(level, p[0], p[1], p.length > 2 ? p[2] : null);
    }

    public static void main(String[] args) throws Throwable {
        List<String> classes = new ArrayList<>();
        List<Ref> beforeAll = new ArrayList<>(), afterAll = new ArrayList<>();
        List<Ref> beforeEach = new ArrayList<>(), afterEach = new ArrayList<>();
        List<String[]> invocations = new ArrayList<>();
        Ref test = null, source = null;
        String expected = null;
        boolean perClass = false;
        int repeat = 1;
        for (String a : args) {
            int eq = a.indexOf('=');
            String k = a.substring(0, eq), v = a.substring(eq + 1);
            switch (k) {
            case "class":
                classes.add(v);
                break;
            case "beforeAll":
                beforeAll.add(ref(v, false));
                break;
            case "afterAll":
                afterAll.add(ref(v, false));
                break;
            case "beforeEach":
                beforeEach.add(ref(v, true));
                break;
            case "afterEach":
                afterEach.add(ref(v, true));
                break;
            case "perClass":
                perClass = Boolean.parseBoolean(v);
                break;
            case "test":
                test = ref(v, false);
                break;
            case "expected":
                expected = v;
                break;
            case "repeat":
                repeat = Integer.parseInt(v);
                break;
            case "inv":
                invocations.add(v.isEmpty() ? new String[0] : v.split("\u001f", -1));
                break;
            case "source":
                source = ref(v, false);
                break;
            default:
                throw new IllegalArgumentException("gojpf TestRunner: unknown argument " + a);
            }
        }
        if (test == null || classes.isEmpty()) {
            throw new IllegalArgumentException("gojpf TestRunner: no test method or class");
        }
        Class<?>[] chain = new Class<?>[classes.size()];
        for (int i = 0; i < chain.length; i++) {
            chain[i] = load(classes.get(i));
        }
        Method testMethod = find(test);
        Object[] shared = perClass ? instances(chain) : null;

        Throwable failure = null;
        try {
            for (Ref r : beforeAll) {
                call(find(r), shared == null ? null : shared[shared.length - 1]);
            }
            List<Object[]> argLists = arguments(testMethod, invocations, source);
            for (Object[] callArgs : argLists) {
                for (int i = 0; i < repeat; i++) {
                    runOnce(chain, shared, beforeEach, afterEach, testMethod, callArgs, expected);
                }
            }
        } catch (Throwable t) {
            failure = t;
        }
        for (Ref r : afterAll) {
            try {
                call(find(r), shared == null ? null : shared[shared.length - 1]);
            } catch (Throwable t) {
                failure = add(failure, t);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static void runOnce(Class<?>[] chain, Object[] shared, List<Ref> beforeEach, List<Ref> afterEach,
            Method test, Object[] args, String expected) throws Throwable {
        Throwable failure = null;
        Object[] inst = shared;
        try {
            if (inst == null) {
                inst = instances(chain);
            }
            for (Ref r : beforeEach) {
                call(find(r), inst[r.level]);
            }
            boolean threw = false;
            try {
                call(test, inst[inst.length - 1], args);
            } catch (Throwable t) {
                if (expected == null || !load(expected).isInstance(t)) {
                    throw t;
                }
                threw = true;
            }
            if (expected != null && !threw) {
                throw new AssertionError("Expected exception: " + expected);
            }
        } catch (Throwable t) {
            failure = t;
        }
        if (inst != null) {
            for (Ref r : afterEach) {
                try {
                    call(find(r), inst[r.level]);
                } catch (Throwable t) {
                    failure = add(failure, t);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static Throwable add(Throwable first, Throwable next) {
        if (first == null) {
            return next;
        }
        first.addSuppressed(next);
        return first;
    }

    private static Class<?> load(String name) throws ClassNotFoundException {
        return Class.forName(name, true, ClassLoader.getSystemClassLoader());
    }

    /** The chain's instances, outermost first; an inner class's constructor takes its outer instance. */
    private static Object[] instances(Class<?>[] chain) throws Throwable {
        Object[] inst = new Object[chain.length];
        for (int i = 0; i < chain.length; i++) {
            Constructor<?> c;
            Object[] cargs;
            if (i == 0) {
                c = chain[i].getDeclaredConstructor();
                cargs = new Object[0];
            } else {
                c = chain[i].getDeclaredConstructor(chain[i - 1]);
                cargs = new Object[] { inst[i - 1] };
            }
            c.setAccessible(true);
            try {
                inst[i] = c.newInstance(cargs);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
        return inst;
    }

    private static Method find(Ref r) throws ClassNotFoundException {
        Class<?> c = load(r.cls);
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(r.name) && (r.desc == null ? m.getParameterCount() == 0 : descriptor(m).equals(r.desc))) {
                return m;
            }
        }
        throw new IllegalStateException("gojpf TestRunner: no method " + r.name + (r.desc == null ? "()" : r.desc) + " in " + r.cls);
    }

    private static void call(Method m, Object receiver, Object... args) throws Throwable {
        m.setAccessible(true);
        try {
            m.invoke(Modifier.isStatic(m.getModifiers()) ? null : receiver, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    static String descriptor(Method m) {
        StringBuilder b = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes()) {
            b.append(descriptor(p));
        }
        return b.append(')').append(descriptor(m.getReturnType())).toString();
    }

    private static String descriptor(Class<?> c) {
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        if (c.isPrimitive()) {
            switch (c.getName()) {
            case "int": return "I";
            case "long": return "J";
            case "short": return "S";
            case "byte": return "B";
            case "char": return "C";
            case "boolean": return "Z";
            case "float": return "F";
            case "double": return "D";
            default: return "V";
            }
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    /** The argument lists of the test's invocations: one empty list for a plain test. */
    private static List<Object[]> arguments(Method test, List<String[]> invocations, Ref source) throws Throwable {
        List<Object[]> out = new ArrayList<>();
        Class<?>[] types = test.getParameterTypes();
        if (source != null) {
            Method f = find(source);
            f.setAccessible(true);
            Object res;
            try {
                res = f.invoke(null);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Iterator<?> it = iterator(res);
            while (it.hasNext()) {
                Object e = it.next();
                Object[] a;
                Class<?> argsType = argumentsType();
                if (argsType != null && argsType.isInstance(e)) {
                    a = (Object[]) argsType.getMethod("get").invoke(e);
                } else if (types.length > 1 && e instanceof Object[]) {
                    a = (Object[]) e;
                } else {
                    a = new Object[] { e };
                }
                out.add(a);
            }
            return out;
        }
        if (invocations.isEmpty()) {
            out.add(new Object[0]);
            return out;
        }
        for (String[] inv : invocations) {
            if (inv.length != types.length) {
                throw new IllegalArgumentException("gojpf TestRunner: " + inv.length + " arguments for " + test);
            }
            Object[] a = new Object[inv.length];
            for (int i = 0; i < inv.length; i++) {
                a[i] = convert(inv[i].equals("\u0000") ? null : inv[i], types[i]);
            }
            out.add(a);
        }
        return out;
    }

    private static Class<?> argumentsType() {
        try {
            return Class.forName("org.junit.jupiter.params.provider.Arguments", false, ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    private static Iterator<?> iterator(Object res) {
        if (res instanceof java.util.stream.BaseStream) {
            return ((java.util.stream.BaseStream<?, ?>) res).iterator();
        }
        if (res instanceof Iterable) {
            return ((Iterable<?>) res).iterator();
        }
        if (res instanceof Iterator) {
            return (Iterator<?>) res;
        }
        if (res != null && res.getClass().isArray()) {
            List<Object> l = new ArrayList<>();
            for (int i = 0; i < Array.getLength(res); i++) {
                l.add(Array.get(res, i));
            }
            return l.iterator();
        }
        throw new IllegalArgumentException("gojpf TestRunner: a @MethodSource factory returned " + res
                + "; want a Stream, Iterable, Iterator or array");
    }

    /** JUnit 5's implicit conversion of a string to a parameter type. */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    static Object convert(String s, Class<?> t) throws ClassNotFoundException {
        if (s == null) {
            if (t.isPrimitive()) {
                throw new IllegalArgumentException("gojpf TestRunner: null for a parameter of type " + t);
            }
            return null;
        }
        String n = t.getName();
        switch (n) {
        case "java.lang.String":
        case "java.lang.Object":
        case "java.lang.CharSequence":
            return s;
        case "int":
        case "java.lang.Integer":
            return Integer.decode(s);
        case "long":
        case "java.lang.Long":
            return Long.decode(s);
        case "short":
        case "java.lang.Short":
            return Short.decode(s);
        case "byte":
        case "java.lang.Byte":
            return Byte.decode(s);
        case "float":
        case "java.lang.Float":
            return Float.valueOf(s);
        case "double":
        case "java.lang.Double":
            return Double.valueOf(s);
        case "boolean":
        case "java.lang.Boolean":
            return Boolean.valueOf(s);
        case "char":
        case "java.lang.Character":
            if (s.length() != 1) {
                throw new IllegalArgumentException("gojpf TestRunner: \"" + s + "\" is not one character");
            }
            return s.charAt(0);
        case "java.lang.Class":
            return load(s);
        default:
            if (t.isEnum()) {
                return Enum.valueOf((Class) t, s);
            }
            throw new IllegalArgumentException("gojpf TestRunner: cannot convert \"" + s + "\" to " + n);
        }
    }
}
