// VarHandles on one thread against java: every access mode on every kind
// of variable (Modes, generated), and the conversions and failures of
// call sites whose types differ from the access mode's (Conversions).
public class Main {
    public static void main(String[] args) throws Throwable {
        Modes.run();
        Conversions.run();
    }
}
