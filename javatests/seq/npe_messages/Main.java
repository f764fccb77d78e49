// NullPointerException thrown by the VM, with the JDK's helpful messages
// (JEP 358, on by default since JDK 15): field read and write, method call,
// array load/store/length, throw null, unboxing, synchronized(null), and an
// explicit NPE from Objects.requireNonNull for comparison.
import java.util.Objects;

public class Main {
    static class Node {
        Node next;
        int value;
        int[] data;

        int get() {
            return value;
        }
    }

    static Node root;
    static String sstr;

    interface Op {
        void run() throws Throwable;
    }

    static void attempt(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": no exception");
        } catch (Throwable e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static int fieldRead(Node n) {
        return n.value;
    }

    static void fieldWrite(Node n) {
        n.value = 3;
    }

    static int chain(Node n) {
        return n.next.next.value;
    }

    static int call(Node n) {
        return n.get();
    }

    static int arrayLoad(Node n) {
        return n.data[0];
    }

    static void arrayStore(int[] a) {
        a[1] = 2;
    }

    static int arrayLength(long[] a) {
        return a.length;
    }

    static void throwNull() throws Exception {
        Exception e = null;
        throw e;
    }

    static int unbox(Integer boxed) {
        return boxed;
    }

    static void lock(Object o) {
        synchronized (o) {
            System.out.println("locked");
        }
    }

    static int staticChain() {
        return root.value;
    }

    static int stringLength() {
        return sstr.length();
    }

    public static void main(String[] args) {
        attempt("fieldRead", () -> fieldRead(null));
        attempt("fieldWrite", () -> fieldWrite(null));
        attempt("chain", () -> chain(new Node()));
        attempt("call", () -> call(null));
        attempt("arrayLoad", () -> arrayLoad(new Node()));
        attempt("arrayStore", () -> arrayStore(null));
        attempt("arrayLength", () -> arrayLength(null));
        attempt("throwNull", Main::throwNull);
        attempt("unbox", () -> unbox(null));
        attempt("lock", () -> lock(null));
        attempt("staticChain", Main::staticChain);
        attempt("stringLength", Main::stringLength);
        attempt("requireNonNull", () -> Objects.requireNonNull(null, "thing must not be null"));
        attempt("explicit", () -> {
            throw new NullPointerException("my message");
        });
        attempt("no message", () -> {
            throw new NullPointerException();
        });
    }
}
