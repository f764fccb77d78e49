package org.openjdk.jcstress.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One graded result of a jcstress test: each id is a regular expression
 * matched against the result's toString; an empty id is the default case.
 */
@Inherited
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Repeatable(Outcome.Outcomes.class)
public @interface Outcome {
    String[] id() default { "" };

    Expect expect();

    String desc() default "";

    /** The container of repeated {@link Outcome}s. */
    @Inherited
    @Target(ElementType.TYPE)
    @Retention(RetentionPolicy.RUNTIME)
    @interface Outcomes {
        Outcome[] value();
    }
}
