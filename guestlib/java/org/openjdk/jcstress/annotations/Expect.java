package org.openjdk.jcstress.annotations;

/** How a jcstress result is graded. */
public enum Expect {
    /** Acceptable; need not be reachable. */
    ACCEPTABLE("Acceptable"),
    /** Acceptable and worth a look. */
    ACCEPTABLE_INTERESTING("Interesting"),
    /** Must not be reachable. */
    FORBIDDEN("Forbidden"),
    /** No grading: a reachable result graded so fails the test. */
    UNKNOWN("Unknown");

    private final String desc;

    Expect(String desc) {
        this.desc = desc;
    }

    @Override
    public String toString() {
        return desc;
    }
}
