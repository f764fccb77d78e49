package org.jetbrains.kotlinx.lincheck.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lincheck's operation annotation, under its public name, so that Lincheck
 * tests compile against gojpf's guest library; gojpf test checks the
 * class's operations for linearizability (runOnce, nonParallelGroup and
 * the other elements make gojpf test skip the class, with the reason).
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Operation {
    String[] params() default {};

    boolean runOnce() default false;

    String group() default "";

    String nonParallelGroup() default "";

    boolean handleExceptionsAsResult() default false;

    boolean cancellableOnSuspension() default true;

    boolean allowExtraSuspension() default false;

    boolean blocking() default false;

    boolean causesBlocking() default false;

    boolean promptCancellation() default false;
}
