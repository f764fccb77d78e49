// Class initialization order: Main's own <clinit> before main, superclass
// before subclass, static field initializers and static blocks in textual
// order, compile-time constants that do not trigger initialization, access
// through a subclass that initializes only the declaring class, array
// creation and class literals that do not initialize, Class.forName that
// does, and instance initialization order (field initializers, instance
// blocks, constructor chaining, a virtual call from a super constructor).
public class Main {
    static int log(String s) {
        System.out.println(s);
        return s.length();
    }

    static int mainStatic = log("Main.<clinit> field");

    static {
        log("Main.<clinit> block");
    }

    static class A {
        static final int CONST = 42;
        static final String SCONST = "constant";
        static final Integer BOXED = log("A.BOXED init");
        static int a1 = log("A.a1 init");

        static {
            log("A static block");
        }

        static int a2 = log("A.a2 init");
        int inst = log("A instance field");

        {
            log("A instance block");
        }

        A() {
            log("A() constructor");
            hook();
        }

        void hook() {
            log("A.hook");
        }
    }

    static class B extends A {
        static int b1 = log("B.b1 init");

        static {
            log("B static block");
        }

        String name = "B-name";

        {
            log("B instance block, name=" + name);
        }

        B() {
            this(7);
            log("B() constructor");
        }

        B(int x) {
            super();
            log("B(int) constructor x=" + x);
        }

        @Override
        void hook() {
            log("B.hook sees name=" + name);
        }
    }

    static class C extends B {
        static int c1 = log("C.c1 init");
    }

    static class D {
        static {
            log("D static block");
        }
        static void touch() {
            log("D.touch");
        }
    }

    static class E {
        static {
            log("E static block");
        }
    }

    public static void main(String[] args) throws Exception {
        log("main start");
        log("A.CONST = " + A.CONST + ", A.SCONST = " + A.SCONST);
        log("C.b1 via subclass:");
        log("value " + C.b1);
        log("new C[3] and C.class:");
        C[] arr = new C[3];
        Class<?> k = C.class;
        log("arr.length=" + arr.length + " k=" + k.getName());
        log("new B():");
        B b = new B();
        log("second new B():");
        new B();
        log("C.c1 = " + C.c1);
        log("A.BOXED = " + A.BOXED + " b.name=" + b.name);
        D.touch();
        D.touch();
        log("Class.forName(Main$E):");
        Class<?> e = Class.forName("Main$E");
        log("loaded " + e.getSimpleName());
        Class.forName("Main$E");
        log("main end");
    }
}
