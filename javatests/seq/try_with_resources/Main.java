// try-with-resources: close order (reverse of opening), close after normal
// completion and after an exception, exceptions from close() added as
// suppressed, failure while opening the second resource closes the first,
// a null resource, an effectively final resource (Java 9 form) and
// AutoCloseable lambdas.
public class Main {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;

        Res(String name, boolean failOpen, boolean failClose) {
            if (failOpen) {
                System.out.println("open " + name + " fails");
                throw new IllegalStateException("open " + name);
            }
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }

        @Override
        public void close() {
            System.out.println("close " + name);
            if (failClose) {
                throw new IllegalArgumentException("close " + name);
            }
        }
    }

    static void report(Throwable t) {
        System.out.println("caught " + t.getClass().getSimpleName() + ": " + t.getMessage());
        for (Throwable s : t.getSuppressed()) {
            System.out.println("  suppressed " + s.getClass().getSimpleName() + ": " + s.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println("-- normal");
        try (Res a = new Res("a", false, false); Res b = new Res("b", false, false)) {
            System.out.println("body with " + a.name + b.name);
        }
        System.out.println("-- body throws, both closes throw");
        try (Res a = new Res("a", false, true); Res b = new Res("b", false, true)) {
            throw new RuntimeException("body");
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("-- only close throws");
        try (Res a = new Res("a", false, true)) {
            System.out.println("body ok");
        } catch (RuntimeException e) {
            report(e);
        }
        System.out.println("-- second open fails");
        try (Res a = new Res("a", false, false); Res b = new Res("b", true, false)) {
            System.out.println("not reached");
        } catch (RuntimeException e) {
            report(e);
        } finally {
            System.out.println("finally");
        }
        System.out.println("-- null resource");
        try (Res n = null) {
            System.out.println("body with null resource " + (n == null));
        }
        System.out.println("-- effectively final resource");
        Res outer = new Res("outer", false, false);
        try (outer) {
            System.out.println("using " + outer.name);
        }
        System.out.println("-- lambda resources");
        try (AutoCloseable x = () -> System.out.println("close lambda x");
             AutoCloseable y = () -> {
                 throw new Exception("lambda y close");
             }) {
            System.out.println("body with lambdas");
        } catch (Exception e) {
            report(e);
        }
        System.out.println("-- return from body");
        System.out.println("returned " + returns());
    }

    static String returns() {
        try (Res r = new Res("r", false, false)) {
            return "value from " + r.name;
        } finally {
            System.out.println("finally after close");
        }
    }
}
