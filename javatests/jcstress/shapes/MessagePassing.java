package shapes;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

// Message passing: the flag (y) is written after the data (x). Without
// volatile the JMM lets a reader see the flag and stale data ("1, 0");
// with a volatile flag it may not. Neither is reachable under SC.
public class MessagePassing {
    @JCStressTest
    @Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = ACCEPTABLE, desc = "Sequentially consistent")
    @Outcome(id = "1, 0", expect = ACCEPTABLE_INTERESTING, desc = "Flag seen, data stale")
    @State
    public static class Plain {
        int x, y;

        @Actor
        public void writer() {
            x = 1;
            y = 1;
        }

        @Actor
        public void reader(II_Result r) {
            r.r1 = y;
            r.r2 = x;
        }
    }

    @JCStressTest
    @Outcome(id = {"0, 0", "0, 1", "1, 1"}, expect = ACCEPTABLE, desc = "Sequentially consistent")
    @Outcome(id = "1, 0", expect = FORBIDDEN, desc = "Flag seen, data stale")
    public static class Volatile {
        // The state lives in a class of its own, passed to the actors.
        @State
        public static class S {
            int x;
            volatile int y;
        }

        @Actor
        public void writer(S s) {
            s.x = 1;
            s.y = 1;
        }

        @Actor
        public void reader(S s, II_Result r) {
            r.r1 = s.y;
            r.r2 = s.x;
        }
    }
}
