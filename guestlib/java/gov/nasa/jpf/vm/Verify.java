package gov.nasa.jpf.vm;

/**
 * JPF's Verify API, as gojpf implements it: data choices the model checker
 * explores exhaustively, and search control. The method bodies here only
 * run on a real JVM (they pick the first choice); in gojpf every method is
 * native.
 */
public class Verify {
    private Verify() {}

    /** A choice of every int from min to max (inclusive). */
    public static int getInt(int min, int max) {
        return min;
    }

    /** A choice of false and true. */
    public static boolean getBoolean() {
        return false;
    }

    /** A choice of false and true; falseFirst chooses the order. */
    public static boolean getBoolean(boolean falseFirst) {
        return !falseFirst;
    }

    /** A choice of every int from 0 to max (inclusive). */
    public static int random(int max) {
        return 0;
    }

    /** Ends the current path without error if cond holds. */
    public static void ignoreIf(boolean cond) {
    }

    /** Runs what follows up to endAtomic without thread switches. */
    public static void beginAtomic() {
    }

    /** Ends an atomic section. */
    public static void endAtomic() {
    }
}
