// assert statements that hold, an assert without a message, and a failing
// assert whose AssertionError is caught; the program ends normally.
// Also checks desiredAssertionStatus() (true under -ea).
public class Main {
    static void mustBePositive(int x) {
        assert x > 0;
    }

    public static void main(String[] args) {
        assert args.length == 0 : "no arguments expected";
        System.out.println("assertions enabled: " + Main.class.desiredAssertionStatus());
        mustBePositive(5);
        System.out.println("positive ok");
        try {
            mustBePositive(-1);
            System.out.println("not reached");
        } catch (AssertionError e) {
            System.out.println("caught AssertionError, message=" + e.getMessage());
        }
        try {
            assert "a".equals("b") : 42;
        } catch (AssertionError e) {
            System.out.println("caught AssertionError with object message: " + e.getMessage());
        }
        boolean sideEffect = false;
        assert (sideEffect = true);
        System.out.println("assert expression evaluated: " + sideEffect);
        AssertionError direct = new AssertionError("constructed", new RuntimeException("cause"));
        System.out.println(direct + " cause=" + direct.getCause().getMessage());
        System.out.println("end");
    }
}
