package gojpf.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The guest side of {@code gojpf test} for a jcstress test
 * ({@code @JCStressTest}): one state, each {@code @Actor} in a thread of
 * its own, then the {@code @Arbiter}, and the result's toString reported
 * to gojpf ({@link TestRunner#outcome}), which collects the results of
 * every execution and grades them. gojpf reads the annotations from the
 * class files and passes (internal/cli/testjcstress.go writes them):
 *
 * <pre>
 *   result=CLASS          the result class (a parameter of this type is the result)
 *   actor=CLASS#NAME#DESC an actor, repeated, in declaration order
 *   arbiter=CLASS#NAME#DESC the arbiter (at most one)
 * </pre>
 *
 * <p>Every other parameter type is a state class: one instance of each,
 * made with its no-argument constructor, shared by all; an instance
 * method's receiver is the instance of its class (the test class, which
 * jcstress's tests often make their own state). An actor's exception
 * escapes its thread unwrapped.
 */
public final class JCStressRunner {
    private JCStressRunner() {
    }

    public static void main(String[] args) throws Throwable {
        String result = null;
        List<String> actors = new ArrayList<>(), arbiters = new ArrayList<>();
        for (String a : args) {
            int eq = a.indexOf('=');
            String k = a.substring(0, eq), v = a.substring(eq + 1);
            switch (k) {
            case "result":
                result = v;
                break;
            case "actor":
                actors.add(v);
                break;
            case "arbiter":
                arbiters.add(v);
                break;
            default:
                throw new IllegalArgumentException("gojpf JCStressRunner: unknown argument " + a);
            }
        }
        Map<Class<?>, Object> objects = new HashMap<>();
        Class<?> rc = Class.forName(result, true, ClassLoader.getSystemClassLoader());
        Object res = make(rc, objects);
        int n = actors.size();
        Method[] am = new Method[n];
        Object[] recv = new Object[n];
        Object[][] argv = new Object[n][];
        for (int i = 0; i < n; i++) {
            am[i] = find(actors.get(i));
            recv[i] = receiver(am[i], objects);
            argv[i] = arguments(am[i], objects);
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final Method m = am[i];
            final Object r = recv[i];
            final Object[] a = argv[i];
            ts[i] = new Thread(() -> call(m, r, a), m.getName());
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String s : arbiters) {
            Method m = find(s);
            call(m, receiver(m, objects), arguments(m, objects));
        }
        TestRunner.outcome(String.valueOf(res));
    }

    private static Object receiver(Method m, Map<Class<?>, Object> objects) throws Throwable {
        return Modifier.isStatic(m.getModifiers()) ? null : make(m.getDeclaringClass(), objects);
    }

    private static Object[] arguments(Method m, Map<Class<?>, Object> objects) throws Throwable {
        Class<?>[] ps = m.getParameterTypes();
        Object[] a = new Object[ps.length];
        for (int i = 0; i < ps.length; i++) {
            a[i] = make(ps[i], objects);
        }
        return a;
    }

    /** The one instance of c. */
    private static Object make(Class<?> c, Map<Class<?>, Object> objects) throws Throwable {
        Object o = objects.get(c);
        if (o == null) {
            Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            try {
                o = k.newInstance();
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            objects.put(c, o);
        }
        return o;
    }

    private static Method find(String ref) throws ClassNotFoundException {
        String[] p = ref.split("#", -1);
        Class<?> c = Class.forName(p[0], true, ClassLoader.getSystemClassLoader());
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(p[1]) && TestRunner.descriptor(m).equals(p[2])) {
                m.setAccessible(true);
                return m;
            }
        }
        throw new IllegalStateException("gojpf JCStressRunner: no method " + p[1] + p[2] + " in " + p[0]);
    }

    private static void call(Method m, Object receiver, Object[] args) {
        try {
            TestRunner.invoke(m, Modifier.isStatic(m.getModifiers()) ? null : receiver, args);
        } catch (InvocationTargetException e) {
            TestRunner.<RuntimeException>sneakyThrow(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
