package gojpf;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An operation of a concurrent data structure that gojpf test checks for
 * linearizability: scenarios of these operations run on threads, every
 * interleaving is explored, and every execution's results must match some
 * sequential order of the operations that respects each thread's order and
 * real time. {@code params} is the domain of every parameter, as strings
 * converted to the parameter's type (default: a small domain per type).
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Operation {
    String[] params() default {};
}
