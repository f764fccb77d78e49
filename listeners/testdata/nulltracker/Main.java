import java.util.HashMap;

// The cases of jpf-core's NullTrackerTest (src/tests/gov/nasa/jpf/test/mc/
// basic/NullTrackerTest.java), one per argument, and a few more: each ends
// in a NullPointerException whose null the nulltracker listener explains.
public class Main {
    static class TestObject {
        String d;

        TestObject() {
            // nothing, we forget to init d
        }

        TestObject(String d) {
            this.d = d;
        }

        int getDLength() {
            return d.length();
        }

        void foo() {
        }
    }

    TestObject o;
    static TestObject shared;
    HashMap<String, TestObject> map = new HashMap<>();

    TestObject getTestObject() {
        return null;
    }

    void accessReturnedObject() {
        TestObject o = getTestObject();
        String d = o.d; // NPE
    }

    void accessObject(TestObject o) {
        String d = o.d; // NPE
    }

    void createAndAccessObject() {
        TestObject o = getTestObject();
        accessObject(o);
    }

    TestObject lookupTestObject(String name) {
        return map.get(name);
    }

    public static void main(String[] args) {
        Main m = new Main();
        switch (args[0]) {
            case "intraReturn" -> m.accessReturnedObject();
            case "interReturn" -> m.createAndAccessObject();
            case "getAfterPut" -> {
                m.o = null;
                String d = m.o.d;
            }
            case "callAfterPut" -> {
                m.o = null;
                m.o.foo();
            }
            case "astore" -> {
                TestObject myObj = null;
                myObj.foo();
            }
            case "hashMapGet" -> {
                TestObject o = m.lookupTestObject("FooBar");
                o.foo();
            }
            case "missingCtorInit" -> {
                TestObject o = new TestObject("blah");
                int len = o.getDLength();
                o = new TestObject();
                len = o.getDLength();
            }
            case "staticNeverSet" -> shared.foo();
            case "caught" -> {
                try {
                    TestObject x = null;
                    x.foo();
                } catch (NullPointerException e) {
                    System.out.println("caught");
                }
                throw new NullPointerException("thrown by the program");
            }
        }
    }
}
