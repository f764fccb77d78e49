import gov.nasa.jpf.vm.Verify;

// Choices the configuration describes (+key=value or a .jpf file), as
// JPF's Verify.getInt(String), getDouble(String) and getObject(String).
public class Main {
    static class Item {
        final String name;
        Item(String name) { this.name = name; }
        public String toString() { return name; }
    }

    public static void main(String[] args) {
        Item a = new Item("a"), b = new Item("b");
        int set = Verify.getInt("set");
        int interval = Verify.getInt("interval");
        double threshold = Verify.getDouble("threshold");
        Object item = Verify.getObject("item");
        System.out.println(set + " " + interval + " " + threshold + " " + item);
    }
}
