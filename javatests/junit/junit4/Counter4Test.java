package junit4;

import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Ignore;
import org.junit.Test;

// JUnit 4: a racy and a synchronized counter, expected exceptions, the
// lifecycle's order, @Ignore.
public class Counter4Test {
    static List<String> log = new ArrayList<>();
    int count;

    @BeforeClass
    public static void setUpClass() {
        log.add("beforeClass");
    }

    @Before
    public void setUp() {
        log.add("before");
    }

    @After
    public void tearDown() {
        log.add("after");
    }

    @AfterClass
    public static void tearDownClass() {
        log.add("afterClass");
        if (!log.get(0).equals("beforeClass") || !log.get(1).equals("before") || !log.get(log.size() - 2).equals("after")) {
            throw new AssertionError("lifecycle order " + log);
        }
    }

    @Test
    public void racy() throws InterruptedException {
        Runnable r = () -> count++;
        Thread t1 = new Thread(r), t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assertEquals("lost update", 2, count);
    }

    @Test
    public void synced() throws InterruptedException {
        Runnable r = () -> {
            synchronized (this) {
                count++;
            }
        };
        Thread t1 = new Thread(r), t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assertEquals(2, count);
    }

    @Test(expected = ArithmeticException.class)
    public void expectedThrown() {
        int zero = log.size() - log.size();
        System.out.println(1 / zero);
    }

    @Test(expected = ArithmeticException.class)
    public void expectedMissing() {
    }

    @Test(expected = IllegalArgumentException.class)
    public void expectedOther() {
        throw new IllegalStateException("wrong one");
    }

    @Ignore("not today")
    @Test
    public void ignored() {
        throw new AssertionError("never runs");
    }
}
