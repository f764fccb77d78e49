package gojpf;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The sequential specification of a class with {@link Operation}s: a class
 * with a no-argument constructor and the same operations (name and
 * parameter types), run on one thread. Without it, the class itself is its
 * specification.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
public @interface SequentialSpecification {
    Class<?> value();
}
