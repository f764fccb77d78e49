package mc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gojpf.junit.ModelCheck;
import org.junit.jupiter.api.Test;

// Run by JUnit on the JVM, each @ModelCheck test is handed to gojpf test:
// the racy counter fails (the lost update, with gojpf's trace) though it
// passes on the JVM nearly always; the synchronized one passes.
class ModelCheckedTest {
    int n;

    void inc() {
        n++;
    }

    synchronized void incSync() {
        n++;
    }

    @Test
    @ModelCheck(maxStates = 100000)
    void racy() throws InterruptedException {
        Thread a = new Thread(this::inc), b = new Thread(this::inc);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, n, "lost update");
    }

    @Test
    @ModelCheck(por = "jpf")
    void synced() throws InterruptedException {
        Thread a = new Thread(this::incSync), b = new Thread(this::incSync);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, n);
    }
}
