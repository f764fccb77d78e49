package shapes;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Mode;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.Signal;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;
import org.openjdk.jcstress.infra.results.L_Result;

// Publishing an object through a plain field.
public class Publication {
    static class Safe {
        final int x;

        Safe() {
            x = 42;
        }
    }

    static class Unsafe {
        int x;

        Unsafe() {
            x = 42;
        }
    }

    // Final fields: a reader that sees the object sees 42.
    @JCStressTest
    @Outcome(id = "-1", expect = ACCEPTABLE, desc = "Not published yet")
    @Outcome(id = "42", expect = ACCEPTABLE, desc = "Published, fully constructed")
    @Outcome(id = "0", expect = FORBIDDEN, desc = "Published, final field unset")
    @State
    public static class FinalField {
        Safe h;

        @Actor
        public void publish() {
            h = new Safe();
        }

        @Actor
        public void read(I_Result r) {
            Safe s = h;
            r.r1 = s == null ? -1 : s.x;
        }
    }

    // A plain field: the JMM lets a reader see the default value; SC does not.
    @JCStressTest
    @Outcome(id = "-1", expect = ACCEPTABLE, desc = "Not published yet")
    @Outcome(id = "42", expect = ACCEPTABLE, desc = "Published, fully constructed")
    @Outcome(id = "0", expect = ACCEPTABLE_INTERESTING, desc = "Published, field unset")
    @State
    public static class PlainField {
        Unsafe h;

        @Actor
        public void publish() {
            h = new Unsafe();
        }

        @Actor
        public void read(I_Result r) {
            Unsafe s = h;
            r.r1 = s == null ? -1 : s.x;
        }
    }

    // An object result: its toString (null before publication).
    @JCStressTest
    @Outcome(id = "null", expect = ACCEPTABLE, desc = "Not published yet")
    @Outcome(id = "published", expect = ACCEPTABLE, desc = "Published")
    @State
    public static class ObjectResult {
        volatile String s;

        @Actor
        public void publish() {
            s = "published";
        }

        @Actor
        public void read(L_Result r) {
            r.r1 = s;
        }
    }

    // Mode.Termination: skipped.
    @JCStressTest(Mode.Termination)
    @Outcome(id = "TERMINATED", expect = ACCEPTABLE)
    @State
    public static class Termination {
        volatile boolean stop;

        @Actor
        public void spin() {
            while (!stop) {
            }
        }

        @Signal
        public void signal() {
            stop = true;
        }
    }

    // An actor that throws: the test fails with the trace.
    @JCStressTest
    @Outcome(id = "1", expect = ACCEPTABLE)
    @State
    public static class Throws {
        int x;

        @Actor
        public void actor1(I_Result r) {
            x = 1;
            r.r1 = 1;
        }

        @Actor
        public void actor2() {
            if (x == 1) {
                throw new IllegalStateException("saw x = 1");
            }
        }
    }
}
