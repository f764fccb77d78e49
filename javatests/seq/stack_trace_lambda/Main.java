// Stack traces through lambdas and method references called by the program
// itself: the lambda body's synthetic method appears (lambda$main$0), the
// hidden proxy class frames do not.
import java.util.function.Function;
import java.util.function.Supplier;

public class Main {
    interface Thrower {
        void go();
    }

    static void call(Thrower t) {
        t.go();
    }

    static int boom(String s) {
        throw new IllegalArgumentException("bad " + s);
    }

    static void show(Throwable t) {
        System.out.println(t);
        for (StackTraceElement e : t.getStackTrace()) {
            String cls = e.getClassName();
            if (cls.startsWith("java.") || cls.startsWith("jdk.") || cls.startsWith("sun.")) {
                continue;
            }
            System.out.println("  " + e);
        }
    }

    public static void main(String[] args) {
        try {
            call(() -> {
                throw new RuntimeException("from lambda");
            });
        } catch (RuntimeException e) {
            show(e);
        }
        try {
            Function<String, Integer> f = Main::boom;
            f.apply("ref");
        } catch (IllegalArgumentException e) {
            show(e);
        }
        Supplier<Throwable> s = () -> new Throwable("made in supplier");
        show(s.get());
        Runnable r = () -> call(() -> {
            throw new IllegalStateException("nested lambdas");
        });
        try {
            r.run();
        } catch (IllegalStateException e) {
            show(e);
            e.printStackTrace();
        }
    }
}
