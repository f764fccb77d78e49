import gov.nasa.jpf.vm.Verify;

// Calls every public member of JPF's Verify API at least once, on one
// path: the data choices of one value make no choice point, the others
// are pruned to their first value with ignoreIf. The last call depends on
// the argument: none ends with terminateSearch, "write" and "read" call
// the file methods, which gojpf refuses (the guest never touches the host).
public class Main {
    static class Node {
        int value;
        int[] cells = new int[2];
    }

    static void calledFromMain() {
        System.out.println("isCalledFromClass(Main) " + Verify.isCalledFromClass("Main")
                + " (Node) " + Verify.isCalledFromClass("Main$Node"));
    }

    public static void main(String[] args) {
        Verify.setPeerClass(Main.class);
        System.out.println("constants " + Verify.NO_VALUE + " " + Verify.SEVERE + Verify.WARNING + Verify.INFO
                + Verify.FINE + Verify.FINER + Verify.FINEST);
        System.out.println("inJPF " + Verify.isRunningInJPF() + " matching " + Verify.vmIsMatchingStates()
                + " replay " + Verify.isTraceReplay());

        // Data choices.
        int a = Verify.getInt(4, 4);
        int r = Verify.random(0);
        boolean b1 = Verify.getBoolean();
        Verify.ignoreIf(b1);
        boolean b2 = Verify.getBoolean(false);
        Verify.ignoreIf(!b2);
        boolean b3 = Verify.randomBool();
        Verify.ignoreIf(b3);
        int il = Verify.getIntFromList(7);
        long ll = Verify.getLongFromList(8L);
        float fl = Verify.getFloatFromList(1.5f);
        double dl = Verify.getDoubleFromList(2.5);
        System.out.println("choices " + a + " " + r + " " + b1 + " " + b2 + " " + b3 + " " + il + " " + ll + " " + fl + " " + dl);
        System.out.println("bitflips " + Verify.getBitFlip(5L, 0, 8) + " " + Verify.getBitFlip(6L, 0) + " "
                + Verify.getBitFlip(7, 0) + " " + Verify.getBitFlip((short) 8, 0) + " " + Verify.getBitFlip('c', 0) + " "
                + Verify.getBitFlip((byte) 9, 0) + " " + Verify.getBitFlip(1.25, 0) + " " + Verify.getBitFlip(2.5f, 0) + " "
                + Verify.getBitFlip(true));
        Node node = new Node();
        System.out.println("configured " + Verify.getInt("ci") + " " + Verify.getDouble("cd") + " "
                + (Verify.getObject("co") == node) + " " + Verify.randomObject("Main$Node"));

        // Path and search control.
        Verify.interesting(true);
        Verify.boring(false);
        Verify.beginAtomic();
        Verify.endAtomic();
        Verify.breakTransition("all_api");
        int bt = Verify.breakTransition("all_api_choice", 3, 3);
        Verify.busyWait(1000);
        System.out.println("breakTransition " + bt);

        // Search-global counters, values, bit sets, heuristic value, properties.
        Verify.setCounter(1, 10);
        Verify.incrementCounter(1);
        int c1 = Verify.getCounter(1);
        Verify.resetCounter(1);
        System.out.println("counters " + c1 + " " + Verify.getCounter(1));
        Verify.putValue("k", 42);
        System.out.println("values " + Verify.getValue("k") + " " + Verify.getValue("absent"));
        Verify.setBitInBitSet(0, 3, true);
        System.out.println("bits " + Verify.getBitInBitSet(0, 3) + " " + Verify.getBitInBitSet(0, 4));
        Verify.setHeuristicSearchValue(5);
        int h = Verify.getHeuristicSearchValue();
        Verify.resetHeuristicSearchValue();
        System.out.println("heuristic " + h + " " + Verify.getHeuristicSearchValue());
        Verify.setProperties("all_api.set=yes");
        System.out.println("properties " + Verify.getProperty("all_api.given") + " " + Verify.getProperty("all_api.set")
                + " " + Verify.getProperty("all_api.absent"));

        // Sharedness.
        Object o = new Object();
        boolean s0 = Verify.isShared(o);
        Verify.setShared(o, true);
        boolean s1 = Verify.isShared(o);
        Verify.freezeSharedness(o, true);
        Verify.setShared(o, false);
        boolean s2 = Verify.isShared(o);
        Verify.freezeSharedness(o, false);
        Verify.setShared(o, false);
        System.out.println("shared " + s0 + " " + s1 + " " + s2 + " " + Verify.isShared(o));

        // Attributes.
        Verify.setObjectAttribute(node, 1);
        Verify.addObjectAttribute(node, 2);
        Verify.setFieldAttribute(node, "value", 3);
        Verify.addFieldAttribute(node, "value", 4);
        Verify.setElementAttribute(node.cells, 1, 5);
        Verify.addElementAttribute(node.cells, 1, 6);
        int local = 0;
        Verify.setLocalAttribute("local", 7);
        Verify.addLocalAttribute("local", 8);
        System.out.println("attributes " + java.util.Arrays.toString(Verify.getObjectAttributes(node))
                + java.util.Arrays.toString(Verify.getFieldAttributes(node, "value"))
                + java.util.Arrays.toString(Verify.getElementAttributes(node.cells, 1))
                + java.util.Arrays.toString(Verify.getLocalAttributes("local")) + local);
        Verify.setObjectAttribute(node, 11);
        Verify.setFieldAttribute(node, "value", 12);
        Verify.setElementAttribute(node.cells, 0, 13);
        Verify.setLocalAttribute("local", 14);
        System.out.println("attribute " + Verify.getObjectAttribute(node) + " " + Verify.getFieldAttribute(node, "value")
                + " " + Verify.getElementAttribute(node.cells, 0) + " " + Verify.getLocalAttribute("local"));

        // Traces, markers, assertions, callers, time.
        Verify.addComment("all_api comment");
        Verify.storeTrace("all_api.trace", "stored");
        Verify.storeTraceIf(false, "never.trace", "not stored");
        Verify.storeTraceAndTerminateIf(false, "never.trace", "not stored");
        Verify.atLabel("label");
        Verify.atLabel(1);
        Verify.instrumentPoint("p");
        Verify.instrumentPointDeep("p");
        Verify.instrumentPointDeepRecur("p", 1);
        Verify.assertTrue(true);
        Verify.assertTrue("not printed", true);
        calledFromMain();
        System.out.println("time advances " + (Verify.currentTimeMillis() < Verify.currentTimeMillis()));

        // Output.
        Verify.print("print;");
        Verify.println("println");
        Verify.print("int", 1);
        Verify.print(" bool", true);
        Verify.println();
        Verify.print("a", "b", "c");
        Verify.println();
        Verify.threadPrint("threadPrint;");
        Verify.threadPrintln("threadPrintln");
        Verify.printPathOutput("all_api");
        Verify.printPathOutput(false, "not printed");
        Verify.log("all_api", Verify.SEVERE, "severe");
        Verify.log("all_api", Verify.WARNING, "warning ", "arg");
        Verify.log("all_api", Verify.INFO, "info %d", 1);
        Verify.log("all_api", Verify.FINE, "fine");
        Verify.log("all_api", Verify.FINER, "finer");
        Verify.log("all_api", Verify.FINEST, "finest");
        Node fromJSON = Verify.createFromJSON(Node.class, "{\"value\": 3, \"cells\": [1, 2]}");
        System.out.println("json " + fromJSON.value + " " + fromJSON.cells[1]);

        if (args.length == 0) {
            Verify.storeTraceAndTerminate("last.trace", "terminating");
            Verify.terminateSearch();
        } else if (args[0].equals("write")) {
            Verify.writeObjectToFile(node, "node.ser");
        } else if (args[0].equals("read")) {
            Verify.readObjectFromFile(Node.class, "node.ser");
        }
        System.out.println("end");
    }
}
