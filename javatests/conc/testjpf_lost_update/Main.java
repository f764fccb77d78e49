import gov.nasa.jpf.util.test.TestJPF;

// A JPF unit test run unchanged: Main extends JPF's TestJPF, whose verify
// call returns true inside the model checker, and main runs the test
// method as jpf-core's tests do. The lost update fails TestJPF's
// assertEquals with an AssertionError on some interleaving.
public class Main extends TestJPF {
    static int count;

    public void testLostUpdate() throws InterruptedException {
        if (verifyAssertionError()) {
            Thread t = new Thread(() -> count++);
            t.start();
            count++;
            t.join();
            assertEquals("lost update", 2, count);
        }
    }

    public static void main(String[] args) {
        runTestsOfThisClass(new String[] {"testLostUpdate"});
    }
}
