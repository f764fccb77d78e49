package junit5;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

// A failing @AfterAll fails the test that ran before it.
class AfterAllFailTest {
    @Test
    void fine() {
    }

    @AfterAll
    static void broken() {
        throw new IllegalStateException("cleanup failed");
    }
}
