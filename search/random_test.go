package search

import (
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

func jpfScheduler(tb testing.TB) jvm.Scheduler {
	s, err := scheduler.Lookup("jpf")
	if err != nil {
		tb.Fatal(err)
	}
	sched, err := s.New(scheduler.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return sched
}

// TestRandomSearch checks random walks (Config.Random): they find the
// reorder bug (javatests/bugs/reorder, 3 setters) under several seeds,
// one seed always gives the same executions, a program without a
// violation ends incomplete after the executions asked for, and a
// scheduler with path state is refused.
func TestRandomSearch(t *testing.T) {
	classes := vmtest.Compile(t, "../javatests/bugs/reorder")
	runs := map[uint64]Stats{}
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		r := Run(vmtest.StartCompiled(t, classes, "Main"), Config{Scheduler: jpfScheduler(t), Random: &RandomWalk{Seed: seed, Executions: 2000}})
		if r.Verdict != VerdictViolation || len(r.Violations) != 1 || r.Violations[0].Exception != "java.lang.AssertionError" {
			t.Fatalf("seed %d: verdict %s (%v), violations %+v", seed, r.Verdict, r.Err, r.Violations)
		}
		if r.Stats.Executions >= 2000 || r.Stats.DistinctStates == 0 || r.Stats.DistinctStates > r.Stats.NewStates {
			t.Errorf("seed %d: stats %+v", seed, r.Stats)
		}
		runs[seed] = r.Stats
	}
	again := Run(vmtest.StartCompiled(t, classes, "Main"), Config{Scheduler: jpfScheduler(t), Random: &RandomWalk{Seed: 3, Executions: 2000}})
	if a, b := again.Stats, runs[3]; a.Executions != b.Executions || a.Transitions != b.Transitions || a.DistinctStates != b.DistinctStates {
		t.Errorf("seed 3 twice: %+v, then %+v", b, a)
	}

	r := Run(newVM(t, "lostupdate"), Config{Scheduler: none(t), Outcomes: true, Random: &RandomWalk{Seed: 7, Executions: 40}})
	if r.Verdict != VerdictIncomplete || r.Stats.Executions != 40 || !strings.Contains(r.Err.Error(), "cannot prove") {
		t.Errorf("lostupdate: verdict %s (%v), %d executions", r.Verdict, r.Err, r.Stats.Executions)
	}
	if got := outcomes(r); len(got) == 0 {
		t.Errorf("lostupdate: no outcomes")
	}

	st, _ := scheduler.Lookup("odpor")
	sched, _ := st.New(scheduler.Options{})
	if r := Run(newVM(t, "lostupdate"), Config{Scheduler: sched, Random: &RandomWalk{Seed: 1, Executions: 5}}); r.Verdict != VerdictError || !strings.Contains(r.Err.Error(), "random search") {
		t.Errorf("odpor: verdict %s (%v), want a refusal", r.Verdict, r.Err)
	}
}
