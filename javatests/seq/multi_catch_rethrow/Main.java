// Multi-catch, precise rethrow of a final exception, checked custom
// exceptions with hierarchies, initCause, Throwable.toString forms, catching
// Error and Throwable, and an exception thrown out of a catch block.
import java.io.IOException;

public class Main {
    static class BaseEx extends Exception {
        BaseEx(String m) {
            super(m);
        }
    }

    static class FooEx extends BaseEx {
        FooEx(String m) {
            super(m);
        }
    }

    static class BarEx extends BaseEx {
        BarEx(String m) {
            super(m);
        }

        @Override
        public String getMessage() {
            return "bar says: " + super.getMessage();
        }
    }

    static void thrower(int i) throws FooEx, BarEx, IOException {
        switch (i) {
            case 0: throw new FooEx("foo");
            case 1: throw new BarEx("bar");
            case 2: throw new IOException("io");
            case 3: throw new ArrayIndexOutOfBoundsException("custom aioobe");
            case 4: throw new AssertionError("not an exception");
            default:
        }
    }

    static void rethrow(int i) throws FooEx, BarEx, IOException {
        try {
            thrower(i);
        } catch (Exception e) {
            System.out.println("rethrowing " + e.getClass().getSimpleName());
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 5; i++) {
            try {
                thrower(i);
                System.out.println(i + ": nothing thrown");
            } catch (FooEx | BarEx e) {
                System.out.println(i + ": multi-catch " + e);
            } catch (IOException | RuntimeException e) {
                System.out.println(i + ": io-or-runtime " + e.getMessage());
            } catch (Error e) {
                System.out.println(i + ": error " + e);
            }
        }
        for (int i = 0; i <= 2; i++) {
            try {
                rethrow(i);
            } catch (BaseEx e) {
                System.out.println("precise: " + e.getClass().getSimpleName() + " " + e.getMessage());
            } catch (IOException e) {
                System.out.println("precise io: " + e.getMessage());
            }
        }
        try {
            try {
                thrower(0);
            } catch (FooEx e) {
                throw new RuntimeException("from catch", e);
            }
        } catch (Exception e) {
            System.out.println("outer: " + e + " cause=" + e.getCause());
        }
        Exception late = new Exception("late");
        late.initCause(new IllegalStateException("initCause"));
        System.out.println(late.getCause().getMessage());
        try {
            late.initCause(new RuntimeException());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            Exception self = new Exception("self");
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self cause: " + e.getMessage());
        }
        try {
            throw new Throwable("raw throwable");
        } catch (Throwable t) {
            System.out.println("throwable: " + t + " localized=" + t.getLocalizedMessage());
        }
        System.out.println(new Error().toString() + " | " + new RuntimeException((String) null) + " | " + new BarEx("x"));
    }
}
