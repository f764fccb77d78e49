package gov.nasa.jpf.vm;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * JPF's Verify API (jpf-core's gov.nasa.jpf.vm.Verify, every public
 * member), as gojpf implements it: data choices the model checker explores
 * exhaustively, search control, search-global counters, attributes and
 * output helpers. docs/verify.md says what each method does in gojpf.
 *
 * In gojpf the methods that need the model checker are natives of the VM
 * (jvm/native_gov_nasa_jpf_vm_Verify.go), whatever their body here; the
 * others run the Java below, without scheduling points (like JPF's native
 * peer). On a real JVM every body below runs: a data choice takes its
 * first value (the first path gojpf explores), counters and values live
 * in this class, and the search controls do nothing.
 */
public class Verify {
    /** Verify has no instances; the constructor is public as in JPF. */
    public Verify() {}

    /** The value getValue returns for a key that has none. */
    public static final int NO_VALUE = -1;

    /** Log levels of log(...), as java.util.logging's. */
    public static final int SEVERE = 1;
    public static final int WARNING = 2;
    public static final int INFO = 3;
    public static final int FINE = 4;
    public static final int FINER = 5;
    public static final int FINEST = 6;

    // State of the bodies on a real JVM (gojpf keeps its own, search-global).
    private static int[] counters;
    private static Map<String, Integer> values;
    private static Map<Integer, BitSet> bitSets;
    private static Map<String, String> properties;
    private static int heuristicSearchValue;
    private static Class<?> peer;

    /** JPF registers its native peer class here; gojpf needs none. */
    public static void setPeerClass(Class<?> cls) {
        peer = cls;
    }

    // --- data choices ---

    /** A choice of every int from min to max (inclusive; swapped if min > max). */
    public static int getInt(int min, int max) {
        return Math.min(min, max);
    }

    /** A choice of every int from 0 to max (inclusive). */
    public static int random(int max) {
        return Math.min(0, max);
    }

    /** A choice of false and true. */
    public static boolean getBoolean() {
        return false;
    }

    /** A choice of false and true; falseFirst chooses the order. */
    public static boolean getBoolean(boolean falseFirst) {
        return !falseFirst;
    }

    /** A choice of false and true (JPF's older name for getBoolean()). */
    public static boolean randomBool() {
        return false;
    }

    /** A choice of each value in turn; 0 for none. */
    public static int getIntFromList(int... values) {
        return values.length == 0 ? 0 : values[0];
    }

    /** A choice of each value in turn; 0 for none. */
    public static long getLongFromList(long... values) {
        return values.length == 0 ? 0 : values[0];
    }

    /** A choice of each value in turn; 0 for none. */
    public static float getFloatFromList(float... values) {
        return values.length == 0 ? 0 : values[0];
    }

    /** A choice of each value in turn; 0 for none. */
    public static double getDoubleFromList(double... values) {
        return values.length == 0 ? 0 : values[0];
    }

    /**
     * A choice of every way to flip nBit (0..7) of the lowest len bits of
     * v: the first flips the lowest nBit bits.
     */
    public static long getBitFlip(long v, int nBit, int len) {
        if (nBit < 0 || nBit > 7) {
            throw new IllegalArgumentException("Verify.getBitFlip: " + nBit + " bits to flip, want 0..7");
        }
        if (len < 0 || len > 64 || nBit > len) {
            throw new IllegalArgumentException("Verify.getBitFlip: " + nBit + " bits to flip of " + len);
        }
        return v ^ ((1L << nBit) - 1);
    }

    public static long getBitFlip(long v, int nBit) {
        return getBitFlip(v, nBit, 64);
    }

    public static int getBitFlip(int v, int nBit) {
        return (int) getBitFlip((long) v, nBit, 32);
    }

    public static short getBitFlip(short v, int nBit) {
        return (short) getBitFlip((long) v, nBit, 16);
    }

    public static char getBitFlip(char v, int nBit) {
        return (char) getBitFlip((long) v, nBit, 16);
    }

    public static byte getBitFlip(byte v, int nBit) {
        return (byte) getBitFlip((long) v, nBit, 8);
    }

    public static double getBitFlip(double v, int nBit) {
        return Double.longBitsToDouble(getBitFlip(Double.doubleToLongBits(v), nBit, 64));
    }

    public static float getBitFlip(float v, int nBit) {
        return Float.intBitsToFloat(getBitFlip(Float.floatToIntBits(v), nBit));
    }

    /** A choice of false and true, flipping v. */
    public static boolean getBitFlip(boolean v) {
        return !v;
    }

    /**
     * A choice of ints configured by the properties key.class and its
     * parameters (see docs/verify.md); 0 on a real JVM, which has no
     * configuration.
     */
    public static int getInt(String key) {
        return 0;
    }

    /** A choice of doubles configured by key.class and its parameters; 0 on a real JVM. */
    public static double getDouble(String key) {
        return 0;
    }

    /** A choice of objects configured by key.class and its parameters; null on a real JVM. */
    public static Object getObject(String key) {
        return null;
    }

    /** JPF's deprecated object choice: always null, as in JPF. */
    public static Object randomObject(String type) {
        return null;
    }

    // --- path and search control ---

    /** Ends the current path without error if cond holds. */
    public static void ignoreIf(boolean cond) {
    }

    /** Marks the state reached as interesting for heuristic searches. */
    public static void interesting(boolean cond) {
    }

    /** Marks the state reached as boring for heuristic searches. */
    public static void boring(boolean cond) {
    }

    /** Runs what follows up to endAtomic without thread switches. */
    public static void beginAtomic() {
    }

    /** Ends an atomic section. */
    public static void endAtomic() {
    }

    /** Ends the transition here: a state boundary where the calling thread goes on. */
    public static void breakTransition(String reason) {
    }

    /** Ends the transition with a choice of every int from min to max, even one. */
    public static int breakTransition(String reason, int min, int max) {
        return Math.min(min, max);
    }

    /** Stops the search after the current transition. */
    public static void terminateSearch() {
    }

    /** Waits: a no-op under the model checker, which explores every order anyway. */
    public static void busyWait(long duration) {
    }

    /** True under gojpf (and JPF). */
    public static boolean isRunningInJPF() {
        return false;
    }

    /** Whether the search matches states. */
    public static boolean vmIsMatchingStates() {
        return false;
    }

    /** Whether the search replays a stored trace: never in gojpf. */
    public static boolean isTraceReplay() {
        return false;
    }

    // --- search-global counters and values (not undone on backtracking) ---

    public static int getCounter(int id) {
        if (counters == null || id < 0 || id >= counters.length) {
            return 0;
        }
        return counters[id];
    }

    public static void resetCounter(int id) {
        if (counters != null && id >= 0 && id < counters.length) {
            counters[id] = 0;
        }
    }

    public static void setCounter(int id, int val) {
        if (id < 0) {
            return;
        }
        growCounters(id);
        counters[id] = val;
    }

    public static int incrementCounter(int id) {
        if (id < 0) {
            return 0;
        }
        growCounters(id);
        return ++counters[id];
    }

    private static void growCounters(int id) {
        if (counters == null || id >= counters.length) {
            int[] c = new int[Math.max(id + 1, 127)];
            if (counters != null) {
                System.arraycopy(counters, 0, c, 0, counters.length);
            }
            counters = c;
        }
    }

    public static void putValue(String key, int value) {
        if (values == null) {
            values = new HashMap<>();
        }
        values.put(key, value);
    }

    public static int getValue(String key) {
        Integer v = values == null ? null : values.get(key);
        return v == null ? NO_VALUE : v;
    }

    public static void setBitInBitSet(int id, int bit, boolean value) {
        bitSet(id, bit).set(bit, value);
    }

    public static boolean getBitInBitSet(int id, int bit) {
        return bitSet(id, bit).get(bit);
    }

    private static BitSet bitSet(int id, int bit) {
        if (id < 0 || bit < 0) {
            throw new IndexOutOfBoundsException("Verify bit set " + id + ", bit " + bit);
        }
        if (bitSets == null) {
            bitSets = new HashMap<>();
        }
        return bitSets.computeIfAbsent(id, k -> new BitSet());
    }

    public static void setHeuristicSearchValue(int n) {
        heuristicSearchValue = n;
    }

    public static void resetHeuristicSearchValue() {
        heuristicSearchValue = 0;
    }

    public static int getHeuristicSearchValue() {
        return heuristicSearchValue;
    }

    /** Sets configuration properties, each "key=value". */
    public static void setProperties(String... p) {
        for (String s : p) {
            if (s == null) {
                continue;
            }
            if (s.startsWith("+")) {
                s = s.substring(1);
            }
            int i = s.indexOf('=');
            if (i > 0) {
                if (properties == null) {
                    properties = new HashMap<>();
                }
                properties.put(s.substring(0, i).trim(), s.substring(i + 1).trim());
            }
        }
    }

    /** A configuration property, or null. */
    public static String getProperty(String key) {
        return properties == null || key == null ? null : properties.get(key);
    }

    // --- sharedness ---

    public static boolean isShared(Object o) {
        return false;
    }

    public static void setShared(Object o, boolean isShared) {
    }

    public static void freezeSharedness(Object o, boolean freeze) {
    }

    // --- traces ---

    /** Adds a comment to the current transition of the error trace. */
    public static void addComment(String s) {
    }

    /** Records the current path's choices in the report under fileName. */
    public static void storeTrace(String fileName, String comment) {
    }

    public static void storeTraceIf(boolean cond, String fileName, String comment) {
        if (cond) {
            storeTrace(fileName, comment);
        }
    }

    public static void storeTraceAndTerminate(String fileName, String comment) {
        storeTrace(fileName, comment);
        terminateSearch();
    }

    public static void storeTraceAndTerminateIf(boolean cond, String fileName, String comment) {
        if (cond) {
            storeTrace(fileName, comment);
            terminateSearch();
        }
    }

    /** Markers for listeners; they do nothing. */
    public static void atLabel(String label) {
    }

    public static void atLabel(int label) {
    }

    public static void instrumentPoint(String label) {
    }

    public static void instrumentPointDeep(String label) {
    }

    public static void instrumentPointDeepRecur(String label, int depth) {
    }

    // --- assertions and callers ---

    /** @deprecated use assert */
    @Deprecated
    public static void assertTrue(String s, boolean cond) {
        if (!cond) {
            System.out.println(s);
            assertTrue(cond);
        }
    }

    /** @deprecated use assert */
    @Deprecated
    public static void assertTrue(boolean cond) {
        if (!cond) {
            throw new AssertionError("assertTrue failed");
        }
    }

    /**
     * Whether the method that calls isCalledFromClass was called from
     * refClsName or a subclass of it.
     */
    public static boolean isCalledFromClass(String refClsName) {
        StackTraceElement[] st = new Throwable().getStackTrace();
        if (st.length < 3) {
            return false;
        }
        try {
            Class<?> refClazz = Class.forName(refClsName);
            Class<?> callClazz = Class.forName(st[2].getClassName());
            return refClazz.isAssignableFrom(callClazz);
        } catch (ClassNotFoundException cnfx) {
            return false;
        }
    }

    /** The program's clock (gojpf's model time). */
    public static long currentTimeMillis() {
        return System.currentTimeMillis();
    }

    // --- output ---

    public static void print(String s) {
        System.out.print(s);
    }

    public static void println(String s) {
        System.out.println(s);
    }

    public static void println() {
        System.out.println();
    }

    public static void print(String s, int i) {
        System.out.print(s + " : " + i);
    }

    public static void print(String s, boolean b) {
        System.out.print(s + " : " + b);
    }

    public static void print(String... args) {
        for (String s : args) {
            System.out.print(s);
        }
    }

    public static void threadPrint(String s) {
        System.out.print(Thread.currentThread().getName() + ": " + s);
    }

    public static void threadPrintln(String s) {
        System.out.println(Thread.currentThread().getName() + ": " + s);
    }

    /** Prints the output of the current path so far (gojpf's stdout, not the program's). */
    public static void printPathOutput(String msg) {
    }

    public static void printPathOutput(boolean cond, String msg) {
        if (cond) {
            printPathOutput(msg);
        }
    }

    // --- logging: a line on the program's stderr for SEVERE and WARNING ---

    public static void log(String loggerId, int logLevel, String msg) {
        logLine(logLevel, msg);
    }

    public static void log(String loggerId, int logLevel, String msg, String arg) {
        logLine(logLevel, msg + arg);
    }

    public static void log(String loggerId, int logLevel, String format, Object... args) {
        logLine(logLevel, String.format(format, args));
    }

    private static void logLine(int level, String msg) {
        String name;
        switch (level) {
        case SEVERE: name = "SEVERE"; break;
        case WARNING: name = "WARNING"; break;
        case INFO: case FINE: case FINER: case FINEST: return;
        default: throw new IllegalArgumentException("Verify.log: unknown log level " + level);
        }
        System.err.println("[" + name + "] " + msg);
    }

    // --- attributes (gojpf keeps them in a side table; see docs/verify.md) ---

    public static void setFieldAttribute(Object o, String fieldName, int val) {
    }

    public static int getFieldAttribute(Object o, String fieldName) {
        return 0;
    }

    public static void addFieldAttribute(Object o, String fieldName, int val) {
    }

    public static int[] getFieldAttributes(Object o, String fieldName) {
        return null;
    }

    public static void setLocalAttribute(String varName, int val) {
    }

    public static int getLocalAttribute(String varName) {
        return 0;
    }

    public static void addLocalAttribute(String varName, int val) {
    }

    public static int[] getLocalAttributes(String varName) {
        return null;
    }

    public static void setElementAttribute(Object arr, int idx, int val) {
    }

    public static int getElementAttribute(Object arr, int idx) {
        return 0;
    }

    public static void addElementAttribute(Object arr, int idx, int val) {
    }

    public static int[] getElementAttributes(Object arr, int idx) {
        return null;
    }

    public static void setObjectAttribute(Object o, int val) {
    }

    public static int getObjectAttribute(Object o) {
        return 0;
    }

    public static void addObjectAttribute(Object o, int val) {
    }

    public static int[] getObjectAttributes(Object o) {
        return null;
    }

    // --- objects from JSON and files ---

    /**
     * A new object of clazz (no constructor runs) with fields from json,
     * where a value may be a choice such as IntSet(1, 2) (see VerifyJSON
     * and docs/verify.md).
     */
    public static <T> T createFromJSON(Class<T> clazz, String json) {
        return VerifyJSON.create(clazz, json);
    }

    /** Serializes object to a file: on a real JVM only (gojpf: unsupported). */
    public static void writeObjectToFile(Object object, String fileName) {
        try (ObjectOutputStream oos = new ObjectOutputStream(new FileOutputStream(fileName))) {
            oos.writeObject(object);
        } catch (Exception ex) {
            throw new RuntimeException(ex);
        }
    }

    /** Deserializes an object from a file: on a real JVM only (gojpf: unsupported). */
    @SuppressWarnings("unchecked")
    public static <T> T readObjectFromFile(Class<T> clazz, String fileName) {
        try (ObjectInputStream ois = new ObjectInputStream(new FileInputStream(fileName))) {
            return (T) ois.readObject();
        } catch (Exception ex) {
            throw new RuntimeException(ex);
        }
    }
}
