// try/catch/finally control flow: finally after normal completion, after an
// exception, after return/break/continue; a return in finally overriding a
// return or a throw; nested finally blocks with returns; catch ordering;
// the value of a returned local captured before finally modifies it.
public class Main {
    static StringBuilder trace = new StringBuilder();

    static int returnInTry() {
        int x = 1;
        try {
            x = 2;
            return x;
        } finally {
            x = 3;
            trace.append("[finally x=").append(x).append(']');
        }
    }

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String finallySwallowsException() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    @SuppressWarnings("finally")
    static int nested() {
        int r = 0;
        try {
            try {
                r += 1;
                return r;
            } finally {
                r += 10;
                trace.append("[inner r=").append(r).append(']');
                try {
                    r += 100;
                } finally {
                    r += 1000;
                    trace.append("[innermost r=").append(r).append(']');
                }
            }
        } finally {
            r += 10000;
            trace.append("[outer r=").append(r).append(']');
            if (r > 5) {
                return r;
            }
        }
    }

    static String loop() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) {
                    continue;
                }
                if (i == 3) {
                    break;
                }
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        return sb.toString();
    }

    static void thrower(int kind) throws Exception {
        switch (kind) {
            case 0: throw new IllegalArgumentException("iae");
            case 1: throw new java.io.IOException("io");
            case 2: throw new UnsupportedOperationException("uoe");
            case 3: throw new Exception("plain");
            default: trace.append("[no throw]");
        }
    }

    static String catchOrder(int kind) {
        try {
            thrower(kind);
            return "none";
        } catch (IllegalArgumentException e) {
            return "IAE:" + e.getMessage();
        } catch (RuntimeException e) {
            return "RE:" + e.getMessage();
        } catch (java.io.IOException e) {
            return "IO:" + e.getMessage();
        } catch (Exception e) {
            return "E:" + e.getMessage();
        } finally {
            trace.append("[catchOrder ").append(kind).append(']');
        }
    }

    static int exceptionInFinally() {
        try {
            try {
                throw new IllegalStateException("first");
            } finally {
                Object o = null;
                if (trace.length() > 0) {
                    o = "x";
                }
                trace.append("[finally before second]");
                if (o != null) {
                    throw new IllegalArgumentException("second");
                }
            }
        } catch (RuntimeException e) {
            trace.append("[caught ").append(e.getMessage()).append(']');
            return -1;
        }
    }

    public static void main(String[] args) {
        System.out.println("returnInTry = " + returnInTry() + " " + trace);
        trace.setLength(0);
        System.out.println("finallyOverridesReturn = " + finallyOverridesReturn());
        System.out.println("finallySwallowsException = " + finallySwallowsException());
        System.out.println("nested = " + nested() + " " + trace);
        trace.setLength(0);
        System.out.println("loop = " + loop());
        for (int k = 0; k < 5; k++) {
            System.out.println("catchOrder(" + k + ") = " + catchOrder(k));
        }
        System.out.println(trace);
        trace.setLength(0);
        trace.append("start");
        System.out.println("exceptionInFinally = " + exceptionInFinally() + " " + trace);
        int depth = 0;
        try {
            try {
                try {
                    depth = 3;
                    throw new ArithmeticException("deep");
                } finally {
                    depth--;
                }
            } finally {
                depth--;
            }
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage() + " depth=" + depth);
        } finally {
            System.out.println("outer finally");
        }
    }
}
