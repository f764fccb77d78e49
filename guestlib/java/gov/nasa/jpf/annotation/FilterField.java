package gov.nasa.jpf.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field JPF leaves out of its state hash (jpf-core's annotation).
 * gojpf accepts it so that JPF programs compile; it does not act on it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface FilterField {
    String condition() default "";
}
