// Interface initialization (JLS 12.4.1, JVMS 5.5): initializing a class
// initializes superinterfaces that declare default methods but not the
// others; accessing an interface's non-constant field initializes the
// interface; a constant field does not; initializing an interface does not
// initialize its superinterfaces; calling a static interface method does.
public class Main {
    static int log(String s) {
        System.out.println(s);
        return 1;
    }

    interface Plain {
        int P = log("Plain init");
        void m();
    }

    interface WithDefault {
        int W = log("WithDefault init");
        default void d() {
            log("WithDefault.d");
        }
    }

    interface SubOfDefault extends WithDefault {
        int S = log("SubOfDefault init");
    }

    interface Constants {
        int K = 99;
        String NAME = "name";
        int NONCONST = log("Constants init");
    }

    interface Parent {
        int PARENT = log("Parent init");
    }

    interface Child extends Parent {
        int CHILD = log("Child init");
    }

    interface HasStatic {
        int H = log("HasStatic init");
        static void s() {
            log("HasStatic.s");
        }
    }

    static class Impl implements Plain, SubOfDefault {
        static {
            log("Impl init");
        }

        public void m() {
            log("Impl.m");
        }
    }

    static class Impl2 implements WithDefault {
        static {
            log("Impl2 init");
        }
    }

    public static void main(String[] args) {
        log("main");
        log("Constants.K = " + Constants.K + " NAME = " + Constants.NAME);
        log("new Impl():");
        Impl i = new Impl();
        i.m();
        i.d();
        log("Plain.P:");
        log("P = " + Plain.P);
        log("new Impl2():");
        new Impl2().d();
        log("Child.CHILD:");
        log("CHILD = " + Child.CHILD);
        log("Parent.PARENT:");
        log("PARENT = " + Parent.PARENT);
        log("HasStatic.s():");
        HasStatic.s();
        log("Constants.NONCONST = " + Constants.NONCONST);
        log("SubOfDefault.S = " + SubOfDefault.S);
    }
}
