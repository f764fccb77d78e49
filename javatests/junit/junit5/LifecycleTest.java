package junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

// The lifecycle runs in JUnit 5's order; a failed check anywhere fails
// the test (AfterAll included).
class LifecycleTest extends LifecycleBase {
    static StringBuilder log = new StringBuilder();
    int perInstance;

    @BeforeAll
    static void beforeAll() {
        log.append("[all]");
    }

    @BeforeEach
    void beforeEach() {
        log.append("[each]");
        perInstance++;
    }

    @AfterEach
    void afterEach() {
        log.append("[/each]");
    }

    @AfterAll
    static void afterAll() {
        log.append("[/all]");
        String want = expected.toString();
        if (!log.toString().equals(want)) {
            throw new AssertionError("lifecycle order " + log + ", want " + want);
        }
    }

    static StringBuilder expected = new StringBuilder();

    @Test
    void order() {
        assertEquals("[base-all][all][base-each][each]", log.toString());
        assertEquals(1, perInstance);
        log.append("[test]");
        expected.append("[base-all][all][base-each][each][test][/each][/base-each][/all]");
    }

    static int reps;

    @RepeatedTest(3)
    void repeated() {
        assertEquals(1, perInstance, "a fresh instance each repetition");
        log.append("[r]");
        reps++;
        expected.setLength(0);
        expected.append("[base-all][all]");
        for (int i = 0; i < reps; i++) {
            expected.append("[base-each][each][r][/each][/base-each]");
        }
        expected.append("[/all]");
    }

    @Nested
    class Inner {
        int innerCount;

        @BeforeEach
        void innerBefore() {
            innerCount = perInstance * 10;
            log.append("[inner-each]");
        }

        @Test
        void nestedSeesOuter() {
            assertEquals(10, innerCount);
            assertTrue(log.toString().endsWith("[base-each][each][inner-each]"), log.toString());
            LifecycleTest.expected.append("[base-all][all][base-each][each][inner-each][/each][/base-each][/all]");
        }
    }
}

abstract class LifecycleBase {
    @BeforeAll
    static void baseAll() {
        LifecycleTest.log.append("[base-all]");
    }

    @AfterAll
    static void baseAfterAll() {
        LifecycleTest.log.append("[/base-all]");
    }

    @BeforeEach
    void baseEach() {
        LifecycleTest.log.append("[base-each]");
    }

    @AfterEach
    void baseAfterEach() {
        LifecycleTest.log.append("[/base-each]");
    }
}
