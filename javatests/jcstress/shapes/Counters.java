package shapes;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE_INTERESTING;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;
import org.openjdk.jcstress.infra.results.II_Result;
import org.openjdk.jcstress.infra.results.III_Result;

// Two increments and an arbiter that reads the count.
public class Counters {
    // The lost update is reachable under SC and graded interesting: passes.
    @JCStressTest
    @Outcome(id = "1", expect = ACCEPTABLE_INTERESTING, desc = "Lost update")
    @Outcome(id = "2", expect = ACCEPTABLE, desc = "Both updates")
    @State
    public static class Racy {
        int x;

        @Actor
        public void actor1() {
            x++;
        }

        @Actor
        public void actor2() {
            x++;
        }

        @Arbiter
        public void arbiter(I_Result r) {
            r.r1 = x;
        }
    }

    // The same counter with the lost update forbidden: fails.
    @JCStressTest
    @Outcome(id = "1", expect = FORBIDDEN, desc = "Lost update")
    @Outcome(id = "2", expect = ACCEPTABLE, desc = "Both updates")
    public static class RacyForbidden extends Racy {
    }

    // An atomic counter, with what each actor saw: no lost update.
    @JCStressTest
    @Outcome.Outcomes({
        @Outcome(id = "[12], [12], 2", expect = ACCEPTABLE, desc = "Both updates"),
        @Outcome(expect = FORBIDDEN, desc = "Anything else")
    })
    @State
    public static class Atomic {
        final AtomicInteger x = new AtomicInteger();

        @Actor
        public void actor1(III_Result r) {
            r.r1 = x.incrementAndGet();
        }

        @Actor
        public void actor2(III_Result r) {
            r.r2 = x.incrementAndGet();
        }

        @Arbiter
        public void arbiter(III_Result r) {
            r.r3 = x.get();
        }
    }

    // Only one result declared, no default case: the others match no
    // @Outcome and fail the test.
    @JCStressTest
    @Outcome(id = "1, 1", expect = ACCEPTABLE)
    @State
    public static class Undeclared {
        int x;

        @Actor
        public void actor1(II_Result r) {
            r.r1 = ++x;
        }

        @Actor
        public void actor2(II_Result r) {
            r.r2 = ++x;
        }
    }
}
