package gov.nasa.jpf.util.test;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

import gov.nasa.jpf.util.TypeRef;

/**
 * The base class of JPF's unit tests (jpf-core's
 * gov.nasa.jpf.util.test.TestJPF), as it behaves inside the model checker.
 *
 * <p>A JPF test method reads {@code if (verifyNoPropertyViolation()) { body }}:
 * on the host JVM the verify call starts JPF on the same method and returns
 * false; inside JPF it returns true and the body runs. gojpf is the model
 * checker, so here every verify method returns true. It also writes what
 * the test expects to stderr, one line starting {@code gojpf-testjpf:
 * expect}, which a driver (bench/jpfcore) compares with gojpf's verdict;
 * under {@code gojpf test} gojpf records it instead and compares itself.
 * The JPF configuration arguments are written on that line; gojpf does not
 * apply them.
 *
 * <p>{@code main(String[] methods)} of a test class calls
 * {@link #runTestsOfThisClass}, which runs the named test methods (all of
 * them, in declaration order, if none is named) on a fresh instance each.
 */
public abstract class TestJPF {
    protected TestJPF() {
    }

    /** Always true: this class only runs inside the model checker. */
    public static boolean isJPFRun() {
        return true;
    }

    /** Always false. */
    public static boolean isJUnitRun() {
        return false;
    }

    /** Always false. */
    public static boolean isRunTestRun() {
        return false;
    }

    // expect writes the test's expectation as tab-separated key=value
    // fields: expect (ok, exception, property, jpf-exception, deadlock),
    // class, details, and one arg= field per JPF argument.
    private static boolean expect(String what, String cls, String details, String... args) {
        StringBuilder b = new StringBuilder("gojpf-testjpf: expect=").append(what);
        if (cls != null) {
            b.append("\tclass=").append(cls);
        }
        if (details != null) {
            b.append("\tdetails=").append(details);
        }
        if (args != null) {
            for (String a : args) {
                b.append("\targ=").append(a);
            }
        }
        if (!gojpf.internal.TestRunner.expect(b.toString())) {
            System.err.println(b);
        }
        return true;
    }

    protected boolean verifyNoPropertyViolation(String... args) {
        return expect("ok", null, null, args);
    }

    protected boolean verifyAssertionError(String... args) {
        return expect("exception", "java.lang.AssertionError", null, args);
    }

    protected boolean verifyAssertionErrorDetails(String details, String... args) {
        return expect("exception", "java.lang.AssertionError", details, args);
    }

    protected boolean verifyUnhandledException(String xClassName, String... args) {
        return expect("exception", xClassName, null, args);
    }

    protected boolean verifyUnhandledExceptionDetails(String xClassName, String details, String... args) {
        return expect("exception", xClassName, details, args);
    }

    protected boolean verifyPropertyViolation(TypeRef propertyClsSpec, String... args) {
        return expect("property", propertyClsSpec.toString(), null, args);
    }

    protected boolean verifyJPFException(TypeRef xClsSpec, String... args) {
        return expect("jpf-exception", xClsSpec.toString(), null, args);
    }

    protected boolean verifyDeadlock(String... args) {
        return expect("deadlock", null, null, args);
    }

    /**
     * Runs test methods of a test class that has no main of its own:
     * {@code gojpf run -cp CP gov.nasa.jpf.util.test.TestJPF CLASS [METHOD…]}
     * (what JPF's target.entry runTestMethod does).
     */
    public static void main(String[] args) throws ClassNotFoundException {
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: gov.nasa.jpf.util.test.TestJPF CLASS [METHOD...]");
        }
        runTests(Class.forName(args[0]), java.util.Arrays.copyOfRange(args, 1, args.length));
    }

    /** Runs the named test methods of the calling class. */
    protected static void runTestsOfThisClass(String[] testMethods) {
        String caller = new Throwable().getStackTrace()[1].getClassName();
        Class<?> cls;
        try {
            cls = Class.forName(caller);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot find the test class " + caller, e);
        }
        runTests(cls, testMethods);
    }

    /** Runs the named test methods of cls (all public no-argument void ones if none is named). */
    public static void runTests(Class<?> cls, String... testMethods) {
        if (testMethods == null || testMethods.length == 0) {
            java.util.List<String> all = new java.util.ArrayList<>();
            for (Method m : cls.getDeclaredMethods()) {
                if (m.getName().startsWith("test") && m.getParameterCount() == 0 && Modifier.isPublic(m.getModifiers())
                        && !Modifier.isStatic(m.getModifiers())) {
                    all.add(m.getName());
                }
            }
            testMethods = all.toArray(new String[0]);
        }
        for (String name : testMethods) {
            try {
                Object target = cls.getDeclaredConstructor().newInstance();
                cls.getMethod(name).invoke(target);
            } catch (InvocationTargetException e) {
                // The test's own exception, unwrapped, as JPF reports it.
                TestJPF.<RuntimeException>rethrow(e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot run test method " + cls.getName() + "." + name, e);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void rethrow(Throwable t) throws T {
        throw (T) t;
    }

    public static void fail() {
        throw new AssertionError();
    }

    public static void fail(String msg) {
        throw new AssertionError(msg);
    }

    public static void fail(String msg, String[] args, String cause) {
        StringBuilder b = new StringBuilder(msg);
        if (args != null) {
            for (String a : args) {
                b.append(a).append(' ');
            }
        }
        if (cause != null) {
            b.append(':').append(cause);
        }
        fail(b.toString());
    }

    // The org.junit.Assert methods JPF's tests use, failing with AssertionError.

    public static void assertEquals(String msg, Object expected, Object actual) {
        if (expected == null ? actual != null : !expected.equals(actual)) {
            fail(msg);
        }
    }

    public static void assertEquals(Object expected, Object actual) {
        assertEquals("", expected, actual);
    }

    public static void assertEquals(String msg, int expected, int actual) {
        if (expected != actual) {
            fail(msg);
        }
    }

    public static void assertEquals(int expected, int actual) {
        assertEquals("expected != actual : " + expected + " != " + actual, expected, actual);
    }

    public static void assertEquals(String msg, long expected, long actual) {
        if (expected != actual) {
            fail(msg);
        }
    }

    public static void assertEquals(long expected, long actual) {
        assertEquals("expected != actual : " + expected + " != " + actual, expected, actual);
    }

    public static void assertEquals(String msg, double expected, double actual) {
        if (expected != actual) {
            fail(msg);
        }
    }

    public static void assertEquals(double expected, double actual) {
        assertEquals("expected != actual : " + expected + " != " + actual, expected, actual);
    }

    public static void assertEquals(String msg, float expected, float actual) {
        if (expected != actual) {
            fail(msg);
        }
    }

    public static void assertEquals(float expected, float actual) {
        assertEquals("expected != actual : " + expected + " != " + actual, expected, actual);
    }

    public static void assertEquals(String msg, double expected, double actual, double delta) {
        if (Math.abs(expected - actual) > delta) {
            fail(msg);
        }
    }

    public static void assertEquals(double expected, double actual, double delta) {
        assertEquals("Math.abs(" + expected + " - " + actual + ") > " + delta, expected, actual, delta);
    }

    public static void assertEquals(String msg, float expected, float actual, float delta) {
        if (Math.abs(expected - actual) > delta) {
            fail(msg);
        }
    }

    public static void assertEquals(float expected, float actual, float delta) {
        assertEquals("Math.abs(" + expected + " - " + actual + ") > " + delta, expected, actual, delta);
    }

    public static void assertArrayEquals(byte[] expected, byte[] actual) {
        if (expected == null || actual == null) {
            if (expected != actual) {
                fail("one array is null");
            }
            return;
        }
        if (expected.length != actual.length) {
            fail("array sizes different");
        }
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                fail("array element" + i + " different, expected " + expected[i] + ", actual " + actual[i]);
            }
        }
    }

    public static void assertNotNull(String msg, Object o) {
        if (o == null) {
            fail(msg);
        }
    }

    public static void assertNotNull(Object o) {
        assertNotNull("o == null", o);
    }

    public static void assertNull(String msg, Object o) {
        if (o != null) {
            fail(msg);
        }
    }

    public static void assertNull(Object o) {
        assertNull("o != null", o);
    }

    public static void assertSame(String msg, Object expected, Object actual) {
        if (expected != actual) {
            fail(msg);
        }
    }

    public static void assertSame(Object expected, Object actual) {
        assertSame("expected != actual : " + expected + " != " + actual, expected, actual);
    }

    public static void assertFalse(String msg, boolean cond) {
        if (cond) {
            fail(msg);
        }
    }

    public static void assertFalse(boolean cond) {
        assertFalse("", cond);
    }

    public static void assertTrue(String msg, boolean cond) {
        if (!cond) {
            fail(msg);
        }
    }

    public static void assertTrue(boolean cond) {
        assertTrue("", cond);
    }
}
