package testjpf;

import gov.nasa.jpf.util.TypeRef;
import gov.nasa.jpf.util.test.TestJPF;
import org.junit.Test;

// Tests in the style of jpf-core's: each verify guard says what gojpf
// must find for the test to pass.
public class ThreadsJPFTest extends TestJPF {
    static int shared;

    static void raceTwice(Runnable r) throws InterruptedException {
        Thread t1 = new Thread(r), t2 = new Thread(r);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }

    @Test
    public void testLostUpdate() throws InterruptedException {
        if (verifyAssertionError()) {
            int[] n = new int[1];
            raceTwice(() -> n[0]++);
            assert n[0] == 2 : "lost update";
        }
    }

    @Test
    public void testSynchronized() throws InterruptedException {
        if (verifyNoPropertyViolation()) {
            int[] n = new int[1];
            raceTwice(() -> {
                synchronized (n) {
                    n[0]++;
                }
            });
            synchronized (n) {
                assertEquals(2, n[0]);
            }
        }
    }

    @Test
    public void testDeadlock() throws InterruptedException {
        if (verifyDeadlock()) {
            Object a = new Object(), b = new Object();
            Thread t = new Thread(() -> {
                synchronized (b) {
                    synchronized (a) {
                        shared++;
                    }
                }
            });
            t.start();
            synchronized (a) {
                synchronized (b) {
                    shared++;
                }
            }
            t.join();
        }
    }

    @Test
    public void testUnhandled() {
        if (verifyUnhandledException("java.lang.IllegalStateException", "+vm.por=false")) {
            throw new IllegalStateException("expected");
        }
    }

    @Test
    public void testRace() throws InterruptedException {
        if (verifyPropertyViolation(new TypeRef("gov.nasa.jpf.listener.PreciseRaceDetector"))) {
            raceTwice(() -> shared = shared + 1);
        }
    }

    // Wrong on purpose: the race loses an update, so gojpf finds the
    // assertion error this test says cannot happen.
    @Test
    public void testWrongExpectation() throws InterruptedException {
        if (verifyNoPropertyViolation()) {
            int[] n = new int[1];
            raceTwice(() -> n[0]++);
            assert n[0] == 2 : "lost update";
        }
    }
}
