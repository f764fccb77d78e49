// A class whose initialization failed: later uses throw
// NoClassDefFoundError caused by the ExceptionInInitializerError HotSpot
// saved (message "Exception <class>: <message> [in thread ...]", the
// original stack trace), the same object every time. Found by the seqgen
// fuzzer.
public class Main {
    static class Bad {
        static int v = boom();

        static int boom() {
            if (Main.class != null) {
                throw new IllegalStateException("init failed");
            }
            return 1;
        }
    }

    static class NoMsg {
        static int v = explode();

        static int explode() {
            throw new UnsupportedOperationException();
        }
    }

    static class ErrInit {
        static final Object o;

        static {
            if (Main.class != null) {
                throw new AssertionError("assert in clinit");
            }
            o = null;
        }
    }

    static String unset;

    // The VM's NullPointerException computes its message only when asked:
    // the saved error, made from the exception's message field, has none.
    static class NpeInit {
        static int v = unset.length();
    }

    static void describe(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            System.out.println("  " + c);
            for (StackTraceElement e : c.getStackTrace()) {
                if (e.getClassName().startsWith("Main")) {
                    System.out.println("    at " + e);
                }
            }
        }
    }

    static void use(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            describe(t);
        }
    }

    public static void main(String[] args) {
        use(() -> System.out.println(Bad.v));
        use(() -> System.out.println(Bad.v));
        use(() -> System.out.println(NoMsg.v));
        use(() -> System.out.println(NoMsg.v));
        use(() -> System.out.println(ErrInit.o));
        use(() -> System.out.println(ErrInit.o));
        use(() -> System.out.println(NpeInit.v));
        use(() -> System.out.println(NpeInit.v));
        try {
            System.out.println(Bad.v);
        } catch (NoClassDefFoundError e) {
            Throwable c1 = e.getCause();
            try {
                System.out.println(Bad.v);
            } catch (NoClassDefFoundError e2) {
                System.out.println("same cause object: " + (c1 == e2.getCause()));
            }
        }
        System.out.println(NoMsg.v);
    }
}
