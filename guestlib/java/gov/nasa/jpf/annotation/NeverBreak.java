package gov.nasa.jpf.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field whose accesses are never scheduling points (jpf-core's
 * annotation). gojpf accepts it so that JPF programs compile; its
 * --never-break flag does the same from the command line.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface NeverBreak {
}
