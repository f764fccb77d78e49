package gojpf.junit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a JUnit 5 test method under gojpf instead of on the JVM: the test
 * passes or fails with gojpf's verdict over every interleaving, the trace
 * in the failure's message. Put it next to {@code @Test} on a method (or
 * on the class, for all its test methods). gojpf is found by the system
 * property {@code gojpf}, the environment variable {@code GOJPF}, or
 * {@code gojpf} on the PATH.
 */
@Target({ ElementType.METHOD, ElementType.TYPE, ElementType.ANNOTATION_TYPE })
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ModelCheckExtension.class)
public @interface ModelCheck {
    /** gojpf's --por (scheduler); "" for gojpf's default. */
    String por() default "";

    /** gojpf's --max-states; 0 for no limit. */
    long maxStates() default 0;

    /** gojpf's --time-limit, e.g. "30s"; "" for none. */
    String timeLimit() default "";

    /** More arguments for gojpf test (flags, +key=value). */
    String[] args() default {};
}
