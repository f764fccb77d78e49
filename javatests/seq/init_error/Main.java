// A static initializer that throws: the first use gets
// ExceptionInInitializerError (with the original exception as its cause),
// later uses get NoClassDefFoundError; a class whose initializer throws an
// Error gets that Error itself; other classes are unaffected.
public class Main {
    static boolean fail = true;

    static class Bad {
        static int value = compute();

        static int compute() {
            System.out.println("Bad.compute");
            if (fail) {
                throw new IllegalStateException("boom in clinit");
            }
            return 1;
        }

        static void hello() {
            System.out.println("Bad.hello");
        }
    }

    static class ThrowsError {
        static {
            System.out.println("ThrowsError.<clinit>");
            if (fail) {
                throw new StackOverflowError("fake SOE");
            }
        }

        static int x = 5;
    }

    static class Good {
        static int value = 7;
    }

    public static void main(String[] args) {
        try {
            System.out.println("value = " + Bad.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("caught " + e.getClass().getName() + " message=" + e.getMessage());
            Throwable c = e.getCause();
            System.out.println("cause " + c.getClass().getName() + ": " + c.getMessage());
            System.out.println("getException same as cause: " + (e.getException() == c));
        }
        fail = false;
        for (int i = 0; i < 2; i++) {
            try {
                Bad.hello();
            } catch (NoClassDefFoundError e) {
                System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            Object o = new Bad();
            System.out.println("created? " + (o != null));
        } catch (NoClassDefFoundError e) {
            System.out.println("new Bad(): " + e.getMessage());
        }
        Bad[] arr = new Bad[2];
        System.out.println("array of Bad is fine: " + arr.length);
        fail = true;
        try {
            System.out.println(ThrowsError.x);
        } catch (ExceptionInInitializerError e) {
            System.out.println("unexpected EIIE");
        } catch (StackOverflowError e) {
            System.out.println("caught the Error itself: " + e.getMessage());
        }
        try {
            System.out.println(ThrowsError.x);
        } catch (NoClassDefFoundError e) {
            System.out.println("then " + e.getMessage());
        }
        System.out.println("Good.value = " + Good.value);
    }
}
