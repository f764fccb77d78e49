package junit5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

// Parameterized tests: every invocation runs in the test's one run.
class ParamsTest {
    static int calls;

    @ParameterizedTest
    @ValueSource(ints = { 1, 2, 3 })
    void positive(int n) {
        assertTrue(n > 0);
        calls++;
    }

    @ParameterizedTest
    @ValueSource(strings = { "a", "bb", "ccc" })
    void lengths(String s) {
        assertEquals(s.charAt(0), s.charAt(s.length() - 1));
    }

    @ParameterizedTest
    @ValueSource(ints = { 1, 2, -3 })
    void oneNegative(int n) {
        assertTrue(n > 0, "not positive: " + n);
    }

    @ParameterizedTest
    @CsvSource({ "1, 1, 2", "2, 3, 5", "'10', -4, 6", "7, 0, 7" })
    void add(int a, long b, Integer sum) {
        assertEquals(sum.longValue(), a + b);
    }

    @ParameterizedTest
    @CsvSource(value = { "x, , ''", "'a, b', NIL, ''" }, nullValues = "NIL")
    void nullsAndEmpties(String s, String nil, String empty) {
        assertNull(nil);
        assertEquals("", empty);
        assertTrue(s.equals("x") || s.equals("a, b"), s);
    }

    @ParameterizedTest
    @CsvSource(value = { "SECONDS | true", "DAYS | false" }, delimiter = '|', nullValues = "NIL")
    void enums(TimeUnit u, boolean small) {
        assertEquals(small, u.compareTo(TimeUnit.HOURS) < 0);
    }

    static Stream<Arguments> pairs() {
        return Stream.of(Arguments.of("a", 1), Arguments.of("bb", 2));
    }

    @ParameterizedTest
    @MethodSource("pairs")
    void factory(String s, int len) {
        assertEquals(len, s.length());
    }

    static List<Integer> evens() {
        return List.of(2, 4, 6);
    }

    @ParameterizedTest
    @MethodSource("evens")
    void listFactory(int n) {
        assertEquals(0, n % 2);
    }

    @ParameterizedTest
    @EnumSource(TimeUnit.class)
    void enumSource(TimeUnit u) {
    }

    @Test
    @ExtendWith(SomeExtension.class)
    void extended() {
    }
}
