// Stack traces of exceptions created and thrown by the program: the
// elements of getStackTrace() (class, method, file, line) through static,
// instance, constructor, static-initializer and inner-class frames; causes
// and suppressed exceptions; printStackTrace() to System.err of a trace that
// holds only the program's own frames (with "Caused by:", "Suppressed:" and
// "... n more" lines); setStackTrace and fillInStackTrace.
public class Main {
    static class AppException extends Exception {
        AppException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static class Holder {
        static Throwable fromClinit;

        static {
            fromClinit = new Throwable("created in <clinit>");
        }

        final Throwable fromCtor;

        Holder() {
            fromCtor = new Throwable("created in <init>");
        }
    }

    class Inner {
        Throwable make() {
            return new RuntimeException("inner");
        }
    }

    static void print(Throwable t) {
        System.out.println(t);
        for (StackTraceElement e : t.getStackTrace()) {
            String cls = e.getClassName();
            if (cls.startsWith("java.") || cls.startsWith("jdk.") || cls.startsWith("sun.")) {
                continue;
            }
            System.out.println("  at " + cls + "." + e.getMethodName() + " (" + e.getFileName() + ":" + e.getLineNumber() + ") " + e);
        }
    }

    static void level3(int n) {
        if (n > 0) {
            throw new IllegalStateException("deep " + n);
        }
    }

    static void level2(int n) {
        level3(n);
    }

    void level1(int n) {
        level2(n);
    }

    static void wrap() throws AppException {
        try {
            new Main().level1(2);
        } catch (IllegalStateException e) {
            throw new AppException("wrapped", e);
        }
    }

    public static void main(String[] args) {
        try {
            new Main().level1(1);
        } catch (IllegalStateException e) {
            print(e);
        }
        print(Holder.fromClinit);
        print(new Holder().fromCtor);
        print(new Main().new Inner().make());
        try {
            wrap();
        } catch (AppException e) {
            print(e);
            print(e.getCause());
            System.out.println("cause of cause: " + e.getCause().getCause());
            e.printStackTrace();
        }
        RuntimeException primary = new RuntimeException("primary");
        primary.addSuppressed(new IllegalArgumentException("suppressed one"));
        primary.addSuppressed(new UnsupportedOperationException("suppressed two", new Error("their cause")));
        System.out.println("suppressed count = " + primary.getSuppressed().length);
        primary.printStackTrace();
        Exception custom = new Exception("custom trace");
        custom.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("a.B", "c", "B.java", 10),
            new StackTraceElement("d.E", "f", null, -1),
            new StackTraceElement("g.H", "i", null, -2),
        });
        print(custom);
        custom.printStackTrace();
        Exception refilled = new Exception("refilled");
        int before = refilled.getStackTrace().length;
        refilled.fillInStackTrace();
        System.out.println("same depth after fillInStackTrace: " + (before == refilled.getStackTrace().length));
        Throwable noMsg = new Throwable();
        System.out.println("no message: " + noMsg + " / " + noMsg.getMessage());
        Throwable withCause = new RuntimeException(new IllegalStateException("root"));
        System.out.println("message from cause: " + withCause.getMessage());
        System.err.println("done");
    }
}
