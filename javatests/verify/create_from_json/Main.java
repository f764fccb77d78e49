import gov.nasa.jpf.vm.Verify;

// createFromJSON fills a new object's fields (no constructor runs) from
// JSON; IntSet(…), TrueFalse() and DoubleSet(…) values are choices the
// search explores.
public class Main {
    static class Inner {
        double d;
    }

    static class Config {
        int a;
        boolean b;
        String name;
        Integer boxed;
        int[] arr;
        Inner inner;
        int init = 5;
    }

    public static void main(String[] args) {
        Config c = Verify.createFromJSON(Config.class,
                "{\"a\": IntSet(1, 2), \"b\": TrueFalse(), \"name\": \"n\", \"boxed\": 7, \"arr\": [1, 2, 3],"
                + " \"inner\": {\"d\": DoubleSet(0.5, 1.5)}, \"unknown\": null}");
        System.out.println(c.a + " " + c.b + " " + c.name + " " + c.boxed + " " + c.arr.length + c.arr[2]
                + " " + c.inner.d + " " + c.init);
    }
}
