// Static nested classes: instantiation without an outer instance, nested
// classes of nested classes, static members in nested classes, private
// static nested singletons (holder idiom), a nested builder, and nested
// interfaces and enums referenced from outside.
public class Main {
    static class Counter {
        static int instances;
        final int id;

        Counter() {
            id = ++instances;
        }

        static class Sub {
            static String describe() {
                return "Counter.Sub, instances=" + instances;
            }
        }
    }

    private static class Holder {
        static final Main INSTANCE = new Main("singleton");
    }

    final String name;

    private Main(String name) {
        this.name = name;
        System.out.println("constructing " + name);
    }

    static Main instance() {
        return Holder.INSTANCE;
    }

    static class Pizza {
        final String size;
        final boolean cheese, ham;

        private Pizza(Builder b) {
            size = b.size;
            cheese = b.cheese;
            ham = b.ham;
        }

        @Override
        public String toString() {
            return size + (cheese ? " +cheese" : "") + (ham ? " +ham" : "");
        }

        static class Builder {
            private String size = "M";
            private boolean cheese, ham;

            Builder size(String s) {
                size = s;
                return this;
            }

            Builder cheese() {
                cheese = true;
                return this;
            }

            Builder ham() {
                ham = true;
                return this;
            }

            Pizza build() {
                return new Pizza(this);
            }
        }
    }

    public static void main(String[] args) {
        new Counter();
        new Counter();
        Counter c = new Counter();
        System.out.println("id=" + c.id + " " + Counter.Sub.describe());
        System.out.println("before instance()");
        System.out.println(instance().name + " same=" + (instance() == instance()));
        System.out.println(new Pizza.Builder().size("L").cheese().build());
        System.out.println(new Pizza.Builder().ham().build());
        System.out.println(Outside.Kind.B + " " + new Outside.Impl().kind());
    }
}

class Outside {
    enum Kind { A, B }

    interface HasKind {
        Kind kind();
    }

    static class Impl implements HasKind {
        public Kind kind() {
            return Kind.A;
        }
    }
}
