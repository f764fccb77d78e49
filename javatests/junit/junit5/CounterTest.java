package junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

// Two threads increment a counter: the racy one loses an update in some
// interleaving (gojpf test fails it with the trace), the synchronized one
// passes.
class CounterTest {
    static class Counter {
        int n;

        void inc() {
            n++;
        }

        synchronized void incSync() {
            n++;
        }
    }

    @Test
    void racyCounter() throws InterruptedException {
        Counter c = new Counter();
        Thread t1 = new Thread(c::inc);
        Thread t2 = new Thread(c::inc);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assertEquals(2, c.n, "lost update");
    }

    @Test
    @DisplayName("synchronized counter")
    void syncCounter() throws InterruptedException {
        Counter c = new Counter();
        Thread t1 = new Thread(c::incSync);
        Thread t2 = new Thread(c::incSync);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        synchronized (c) {
            assertEquals(2, c.n);
        }
    }

    @Test
    void throwsExpected() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> {
            throw new IllegalStateException("boom");
        });
        assertEquals("boom", e.getMessage());
    }

    @Test
    void throwsNothing() {
        assertThrows(IllegalStateException.class, () -> {
        });
    }

    @Test
    @Disabled("flaky on purpose")
    void disabled() {
        throw new AssertionError("never runs");
    }

    @Test
    void uncaught() {
        throw new UnsupportedOperationException("not here");
    }
}
