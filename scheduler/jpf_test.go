package scheduler_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// walk runs a search and renders what it does, one line per event: new
// states with their choice generator, the choices taken, end states and
// backtracking, indented by depth.
func walk(t *testing.T, name, por, sharedness string) (string, *search.Result) {
	return walkWith(t, name, por, scheduler.Options{Sharedness: sharedness})
}

func walkWith(t *testing.T, name, por string, opts scheduler.Options) (string, *search.Result) {
	s, err := scheduler.Lookup(por)
	if err != nil {
		t.Fatal(err)
	}
	sched, err := s.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	vm := vmtest.Start(t, "testdata/"+name)
	var b strings.Builder
	res := search.Run(vm, search.Config{Scheduler: sched, StateMatching: s.StateMatching && (opts.StateMatching || s.Name != "clockvector"), Outcomes: true, Observe: func(e search.Event) {
		ind := strings.Repeat("  ", max(e.Depth-1, 0))
		switch e.Kind {
		case "new":
			fmt.Fprintf(&b, "%ss%d %s\n", ind, e.Depth-1, cgString(e.CG))
		case "advance":
			fmt.Fprintf(&b, "%s-> thread %d\n", ind, e.CG.(*choicegen.ThreadChoice).Thread())
		case "end", "visited":
			fmt.Fprintf(&b, "%s%s\n", ind, e.Kind)
		}
	}})
	return b.String(), res
}

func cgString(cg choicegen.CG) string {
	tc := cg.(*choicegen.ThreadChoice)
	return fmt.Sprintf("%s%v", tc.ID(), tc.Threads)
}

// TestFigure1 walks paper 003's Figure 1 program (t0 starts t1 and writes
// a = 2; t1 writes a = 1) under JPF's POR with global sharedness, as §4
// describes it:
//
//   - s0: the START choice after t0 starts t1, with both threads;
//   - t0 first: its write of a is not shared yet (only t0 accessed a), so
//     it runs to its end; then t1 writes a — now a was accessed by both
//     threads, but t0 is no longer enabled, so no choice — and ends (the
//     paper's s1 and s2);
//   - back at s0, t1 first: its write of a is shared now (the search
//     remembers t0's access) and t0 is enabled: a SHARED_STATIC choice
//     before it (the paper's s3), from which both orders of the writes
//     run to the ends.
//
// Differences from the paper's figure, in what the VM does rather than in
// the reduction: main's end is a choice of its own (main waits for t1
// before the VM ends, as DestroyJavaVM does: BLOCK); and gojpf does
// not break at the first scheduling point of a thread just resumed at a
// choice: only instructions no other thread can observe ran since that
// choice, so a choice there would offer the same threads again (JPF
// makes it, the paper's s4, and so explores one more execution with the
// same outcomes). One state is seen before (visited): below the
// SHARED_STATIC choice, t0 writing first and t1 ending reaches the
// first path's state. (Thread.run's read of its Runnable is the thread
// model's own, no choice, and t1 may end while main is still inside the
// synchronized Thread.start, whose monitor HotSpot's ensure_join would
// wait for: starting is one event of the program, jvm/models.go.)
func TestFigure1(t *testing.T) {
	got, res := walk(t, "figure1", "jpf", "global")
	want := `s0 START[0 1]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_STATIC[0 1]
  -> thread 0
    s2 BLOCK[1]
    -> thread 1
    visited
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
`
	if got != want {
		t.Errorf("search of Figure 1:\n%s\nwant:\n%s", got, want)
	}
	if res.Verdict != search.VerdictOK || res.Stats.Executions != 2 || res.Stats.NewStates != 6 {
		t.Errorf("verdict %s, %d executions, %d new states; want ok, 2, 6", res.Verdict, res.Stats.Executions, res.Stats.NewStates)
	}
}

// TestFigure1PathPolicy: with path-local sharedness the static field and
// t1's Thread object are shared as soon as t1 can reach them, so the
// second path has choices before t1 reads its Runnable (SHARED_FIELD,
// inside Thread.run) and before its write of a; nothing is remembered
// from the first path.
func TestFigure1PathPolicy(t *testing.T) {
	got, res := walk(t, "figure1", "jpf", "path")
	want := `s0 START[0 1]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_STATIC[0 1]
  -> thread 0
    s2 BLOCK[1]
    -> thread 1
    visited
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
`
	if got != want {
		t.Errorf("search of Figure 1 with path sharedness:\n%s\nwant:\n%s", got, want)
	}
	if res.Verdict != search.VerdictOK || len(res.Outcomes) != 1 {
		t.Errorf("verdict %s, outcomes %v", res.Verdict, res.Outcomes)
	}
}

// checkedScheduler wraps a scheduler and counts the choices it returned
// where the VM cannot break (p.CanBreak false), which the VM would drop.
type checkedScheduler struct {
	scheduler.Scheduler
	bad, asked int
}

func (c *checkedScheduler) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	cg := c.Scheduler.Break(vm, p)
	c.asked++
	if cg != nil && !p.CanBreak {
		c.bad++
	}
	return cg
}

func (c *checkedScheduler) SaveState(cg choicegen.CG) any {
	if ss, ok := c.Scheduler.(jvm.SchedulerState); ok {
		return ss.SaveState(cg)
	}
	return nil
}

// Refill and BreaksAlone pass the scheduler's own on (odpor detects
// races when the search asks for more choices, and breaks alone).
func (c *checkedScheduler) Refill(s any) bool {
	r, ok := c.Scheduler.(jvm.ChoiceRefiller)
	return ok && r.Refill(s)
}

func (c *checkedScheduler) BreaksAlone() bool {
	b, ok := c.Scheduler.(jvm.SoloBreaker)
	return ok && b.BreaksAlone()
}

func (c *checkedScheduler) RestoreState(s any) {
	if ss, ok := c.Scheduler.(jvm.SchedulerState); ok {
		ss.RestoreState(s)
	}
}

// TestNoChoiceWhereTheVMCannotBreak: every registered scheduler, on a
// real search, returns no choice generator where the VM cannot break,
// and finds both outcomes of the lost update.
func TestNoChoiceWhereTheVMCannotBreak(t *testing.T) {
	for _, s := range scheduler.All() {
		sched, err := s.New(scheduler.Options{StateMatching: s.StateMatching})
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		c := &checkedScheduler{Scheduler: sched}
		res := search.Run(vmtest.Start(t, "../search/testdata/lostupdate"), search.Config{Scheduler: c, StateMatching: s.StateMatching, Outcomes: true})
		if c.bad > 0 || c.asked == 0 {
			t.Errorf("%s: %d choices where the VM cannot break, of %d points", s.Name, c.bad, c.asked)
		}
		if res.Verdict != search.VerdictOK || len(res.Outcomes) != 2 {
			t.Errorf("%s: verdict %s, outcomes %v; want ok with 1 and 2", s.Name, res.Verdict, res.Outcomes)
		}
	}
}

// TestFigure1ClockVector walks Figure 1 under the clock-vector DPOR.
// Without sleep sets (Table 2 exactly, but for thread start, which is no
// choice over all threads: it is dependent with nothing but the new
// thread's first action, which it happens before) it makes the addition
// §4 describes: t0 runs first to its write of a (s0, a choice of t0
// alone), then t1's write races with it and is added there; from s1
// (t1 about to write) t0's write races with t1's and t0 is added:
// three executions. With sleep sets that addition is skipped — t0
// sleeps there, its order against t1's write having been explored from
// s0 — and two executions cover both orders of the writes.
func TestFigure1ClockVector(t *testing.T) {
	tests := []struct {
		opts       scheduler.Options
		want       string
		executions int64
	}{
		{scheduler.Options{NoSleepSets: true}, `s0 SHARED_STATIC[0]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_STATIC[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
  -> thread 0
    s2 BLOCK[1]
    -> thread 1
      s3 TERMINATE[0]
      -> thread 0
      end
`, 3},
		{scheduler.Options{}, `s0 SHARED_STATIC[0]
-> thread 0
  s1 BLOCK[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
-> thread 1
  s1 SHARED_STATIC[1]
  -> thread 1
    s2 TERMINATE[0]
    -> thread 0
    end
`, 2},
	}
	for _, tc := range tests {
		got, res := walkWith(t, "figure1", "clockvector", tc.opts)
		if got != tc.want {
			t.Errorf("%+v: search of Figure 1:\n%s\nwant:\n%s", tc.opts, got, tc.want)
		}
		if res.Verdict != search.VerdictOK || res.Stats.Executions != tc.executions {
			t.Errorf("%+v: verdict %s, %d executions; want ok, %d", tc.opts, res.Verdict, res.Stats.Executions, tc.executions)
		}
	}
}

// TestClockVectorKnownCounts: two idle threads started and joined, and
// three threads writing distinct variables, are independent (one
// execution, with or without sleep sets: thread start, end and join are
// no choices over all threads); three writing one variable give 3! = 6
// orders of the writes with sleep sets (no state matching here).
func TestClockVectorKnownCounts(t *testing.T) {
	for _, tc := range []struct {
		prog    string
		noSleep bool
		want    int64
	}{{"idle", true, 1}, {"idle", false, 1}, {"distinct", true, 1}, {"distinct", false, 1}, {"samevar", false, 6}} {
		_, res := walkWith(t, tc.prog, "clockvector", scheduler.Options{NoSleepSets: tc.noSleep})
		if res.Verdict != search.VerdictOK || res.Stats.Executions != tc.want {
			t.Errorf("%s (no sleep sets %v): verdict %s, %d executions; want ok, %d", tc.prog, tc.noSleep, res.Verdict, res.Stats.Executions, tc.want)
		}
	}
}
