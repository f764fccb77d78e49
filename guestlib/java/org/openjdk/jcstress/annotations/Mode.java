package org.openjdk.jcstress.annotations;

/** A jcstress test's mode. */
public enum Mode {
    /** Actors run concurrently, then the arbiter; the results are graded. */
    Continuous,
    /** One actor blocks or loops until a signal (gojpf test skips these). */
    Termination,
}
