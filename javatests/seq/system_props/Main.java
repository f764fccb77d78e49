// System properties and line separators the model must present like the
// host JVM on Linux: line.separator, System.lineSeparator(),
// file.separator, path.separator, a missing property with and without a
// default, setProperty/getProperty/clearProperty round trip, and
// Integer.getInteger/Boolean.getBoolean on unset properties.
public class Main {
    public static void main(String[] args) {
        String ls = System.getProperty("line.separator");
        System.out.println("line.separator length=" + ls.length() + " code=" + (int) ls.charAt(0) + " same as lineSeparator: " + ls.equals(System.lineSeparator()));
        System.out.println("file.separator=" + System.getProperty("file.separator") + " path.separator=" + System.getProperty("path.separator"));
        System.out.println("missing=" + System.getProperty("gojpf.no.such.property") + " default=" + System.getProperty("gojpf.no.such.property", "dflt"));
        System.setProperty("gojpf.test", "value1");
        System.out.println("set/get: " + System.getProperty("gojpf.test"));
        String old = System.setProperty("gojpf.test", "value2");
        System.out.println("old=" + old + " new=" + System.getProperty("gojpf.test") + " cleared=" + System.clearProperty("gojpf.test") + " after=" + System.getProperty("gojpf.test"));
        System.out.println("Integer.getInteger=" + Integer.getInteger("gojpf.no.int") + " with default=" + Integer.getInteger("gojpf.no.int", 5) + " Boolean.getBoolean=" + Boolean.getBoolean("gojpf.no.bool"));
        System.setProperty("gojpf.int", "77");
        System.out.println("Integer.getInteger set=" + Integer.getInteger("gojpf.int"));
        System.out.print("printed with lineSeparator" + System.lineSeparator());
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println("empty key: " + e.getMessage());
        }
        try {
            System.getProperty(null);
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getMessage());
        }
    }
}
