package gojpf.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The guest side of {@code gojpf test}'s linearizability check: runs one
 * scenario of a class's operations (an init part on the main thread, a
 * parallel part on threads, a post part on the main thread) and checks
 * that its results are linearizable with respect to the sequential
 * specification, searching for a sequential order that respects each
 * thread's order and real time and gives the same results (Wing and Gong's
 * search). gojpf explores every interleaving, so every reachable history
 * is checked; one that is not linearizable throws an AssertionError naming
 * the scenario and the results, and gojpf reports it with the
 * interleaving. gojpf passes (internal/cli/testlin.go writes them):
 *
 * <pre>
 *   class=CLASS                 the class under test (no-argument constructor)
 *   spec=CLASS                  its sequential specification (default: the class)
 *   op=PART:T:NAME#DESC#ARGS    an operation: part init, par or post, thread T
 *                               (par), arguments as strings separated by \u001f
 * </pre>
 *
 * <p>An operation's exception is not a result: it escapes (its thread's or
 * main's) and fails the test.
 */
public final class LinRunner {
    private LinRunner() {
    }

    private static final class Op {
        final String part;
        final int thread;
        final String name, desc;
        final Object[] args;
        Method method;
        Object result;
        long call, ret;

        Op(String part, int thread, String name, String desc, Object[] args) {
            this.part = part;
            this.thread = thread;
            this.name = name;
            this.desc = desc;
            this.args = args;
        }

        String text() {
            StringBuilder b = new StringBuilder(name).append('(');
            for (int i = 0; i < args.length; i++) {
                b.append(i > 0 ? ", " : "").append(args[i]);
            }
            return b.append(')').toString();
        }
    }

    public static void main(String[] argv) throws Throwable {
        String cls = null, spec = null;
        List<Op> ops = new ArrayList<>();
        int threads = 0;
        List<String[]> raw = new ArrayList<>();
        for (String a : argv) {
            int eq = a.indexOf('=');
            String k = a.substring(0, eq), v = a.substring(eq + 1);
            switch (k) {
            case "class":
                cls = v;
                break;
            case "spec":
                spec = v;
                break;
            case "op":
                raw.add(v.split(":", 3));
                break;
            default:
                throw new IllegalArgumentException("gojpf LinRunner: unknown argument " + a);
            }
        }
        Class<?> c = load(cls);
        Class<?> sc = spec == null ? c : load(spec);
        for (String[] r : raw) {
            String[] p = r[2].split("#", 3);
            int t = Integer.parseInt(r[1]);
            threads = Math.max(threads, t + 1);
            Method m = find(c, p[0], p[1]);
            String[] as = p[2].isEmpty() ? new String[0] : p[2].split("\u001f", -1);
            Class<?>[] types = m.getParameterTypes();
            Object[] args = new Object[types.length];
            for (int i = 0; i < args.length; i++) {
                args[i] = TestRunner.convert(as[i], types[i]);
            }
            Op op = new Op(r[0], t, p[0], p[1], args);
            op.method = m;
            ops.add(op);
        }
        final Object obj = make(c);
        final AtomicLong clock = new AtomicLong();
        runAll(ops, "init", 0, obj, clock);
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int thread = t;
            ts[t] = new Thread(() -> runAll(ops, "par", thread, obj, clock), "lin-" + (t + 1));
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        runAll(ops, "post", 0, obj, clock);
        Op[] all = ops.toArray(new Op[0]);
        for (Op op : all) {
            op.method = find(sc, op.name, op.desc);
        }
        if (!linearizable(all, sc, new int[all.length], 0, new boolean[all.length])) {
            throw new AssertionError(describe(all, sc));
        }
    }

    /**
     * Runs a part's operations of one thread in turn. The clock orders the
     * calls and returns of all threads; an operation's return is the next
     * one's call (one tick between two operations of a thread: fewer
     * scheduling points, the same real-time order).
     */
    private static void runAll(List<Op> ops, String part, int thread, Object obj, AtomicLong clock) {
        Op[] mine = new Op[ops.size()];
        int n = 0;
        for (Op op : ops) {
            if (op.part.equals(part) && op.thread == thread) {
                mine[n++] = op;
            }
        }
        if (n == 0) {
            return;
        }
        long now = clock.getAndIncrement();
        for (int i = 0; i < n; i++) {
            Op op = mine[i];
            op.call = now;
            try {
                Object r = TestRunner.invoke(op.method, obj, op.args);
                op.result = op.method.getReturnType() == void.class ? "void" : r;
            } catch (InvocationTargetException e) {
                TestRunner.<RuntimeException>sneakyThrow(e.getCause());
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            now = clock.getAndIncrement();
            op.ret = now;
        }
    }

    /**
     * Whether the operations not yet in order[0..n) can follow it: the
     * search tries each operation that no other remaining one precedes in
     * real time, replaying the order on a fresh specification.
     */
    private static boolean linearizable(Op[] all, Class<?> sc, int[] order, int n, boolean[] used) throws Throwable {
        if (n == all.length) {
            return true;
        }
        for (int i = 0; i < all.length; i++) {
            if (used[i] || !minimal(all, used, i)) {
                continue;
            }
            order[n] = i;
            if (!replays(all, sc, order, n + 1)) {
                continue;
            }
            used[i] = true;
            if (linearizable(all, sc, order, n + 1, used)) {
                return true;
            }
            used[i] = false;
        }
        return false;
    }

    private static boolean minimal(Op[] all, boolean[] used, int i) {
        for (int j = 0; j < all.length; j++) {
            if (j != i && !used[j] && all[j].ret <= all[i].call) {
                return false;
            }
        }
        return true;
    }

    /** Whether the first n operations of order, run in turn on a fresh specification, give their results. */
    private static boolean replays(Op[] all, Class<?> sc, int[] order, int n) throws Throwable {
        Object s = make(sc);
        for (int k = 0; k < n; k++) {
            Op op = all[order[k]];
            Object r;
            try {
                r = TestRunner.invoke(op.method, s, op.args);
            } catch (InvocationTargetException e) {
                return false;
            }
            if (op.method.getReturnType() == void.class) {
                r = "void";
            }
            if (k == n - 1 && !same(r, op.result)) {
                return false;
            }
        }
        return true;
    }

    private static boolean same(Object a, Object b) {
        return Objects.deepEquals(a, b) || String.valueOf(a).equals(String.valueOf(b));
    }

    private static String describe(Op[] all, Class<?> sc) {
        StringBuilder b = new StringBuilder("not linearizable: no sequential order of the operations (each thread's in turn, "
                + "none before one that returned before it was called) gives these results on " + sc.getName() + ":");
        String last = null;
        for (Op op : all) {
            String part = op.part.equals("par") ? "thread " + (op.thread + 1) : op.part;
            b.append(part.equals(last) ? "; " : "\n  " + part + ": ");
            last = part;
            b.append(op.text()).append(" = ").append(op.result).append(" [").append(op.call).append('-').append(op.ret).append(']');
        }
        return b.toString();
    }

    private static Object make(Class<?> c) throws Throwable {
        Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        try {
            return k.newInstance();
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static Class<?> load(String name) throws ClassNotFoundException {
        return Class.forName(name, true, ClassLoader.getSystemClassLoader());
    }

    private static Method find(Class<?> c, String name, String desc) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.getName().equals(name) && TestRunner.descriptor(m).equals(desc)) {
                    m.setAccessible(true);
                    return m;
                }
            }
        }
        throw new IllegalStateException("gojpf LinRunner: no method " + name + desc + " in " + c.getName());
    }
}
