package search

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
)

func jpfScheduler(tb testing.TB) jvm.Scheduler { return newScheduler(tb, "jpf") }

// TestRandomSearch checks random walks (Config.Random): they find the
// reorder bug (javatests/bugs/reorder, 3 setters) under several seeds,
// one seed always gives the same executions, PCT finds it with 10
// setters, a program without a violation ends incomplete after the
// executions asked for (PCT saying its guarantee), and a scheduler with
// path state is refused.
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

	// PCT finds the bug with 10 setters, where the uniform walk's
	// checker almost always runs too early or too late.
	for _, seed := range []uint64{1, 2, 3} {
		r := Run(vmtest.StartCompiledArgs(t, classes, "Main", "10"), Config{Scheduler: jpfScheduler(t), Random: &RandomWalk{Seed: seed, Executions: 3000, PCT: 3}})
		if r.Verdict != VerdictViolation {
			t.Errorf("PCT, 10 setters, seed %d: verdict %s (%v) after %d executions", seed, r.Verdict, r.Err, r.Stats.Executions)
		}
	}
	r := Run(newVM(t, "lostupdate"), Config{Scheduler: none(t), Random: &RandomWalk{Seed: 7, Executions: 20, PCT: 2}})
	if r.Verdict != VerdictIncomplete || r.Stats.Executions != 20 || !strings.Contains(r.Err.Error(), "with probability at least") {
		t.Errorf("lostupdate under PCT: verdict %s (%v), %d executions", r.Verdict, r.Err, r.Stats.Executions)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	r = Run(newVM(t, "lostupdate"), Config{Scheduler: none(t), Context: ctx, Random: &RandomWalk{Seed: 7, PCT: 3}})
	cancel()
	if r.Verdict != VerdictIncomplete || !strings.Contains(r.Err.Error(), "PCT, depth 3") {
		t.Errorf("lostupdate under PCT until a time limit: verdict %s (%v)", r.Verdict, r.Err)
	}

	r = Run(newVM(t, "lostupdate"), Config{Scheduler: none(t), Outcomes: true, Random: &RandomWalk{Seed: 7, Executions: 40}})
	if r.Verdict != VerdictIncomplete || r.Stats.Executions != 40 || !strings.Contains(r.Err.Error(), "cannot prove") {
		t.Errorf("lostupdate: verdict %s (%v), %d executions", r.Verdict, r.Err, r.Stats.Executions)
	}
	if got := outcomes(r); len(got) == 0 {
		t.Errorf("lostupdate: no outcomes")
	}

	if r := Run(newVM(t, "lostupdate"), Config{Scheduler: newScheduler(t, "odpor"), Random: &RandomWalk{Seed: 1, Executions: 5}}); r.Verdict != VerdictError || !strings.Contains(r.Err.Error(), "random search") {
		t.Errorf("odpor: verdict %s (%v), want a refusal", r.Verdict, r.Err)
	}
}

// TestBoundedSearch checks preemption bounding (Config.Bounded): the
// reorder bug needs one preemption and is found in round 1; on the lost
// update the rounds go on until one leaves nothing out, and then every
// outcome depth-first search finds is found and the verdict is a proof;
// a fixed bound that leaves paths out is incomplete; states are matched
// under the bound only with the same thread running on.
func TestBoundedSearch(t *testing.T) {
	classes := vmtest.Compile(t, "../javatests/bugs/reorder")
	r := Run(vmtest.StartCompiled(t, classes, "Main"), Config{Scheduler: jpfScheduler(t), StateMatching: true, Bounded: &PreemptionBound{Max: -1}})
	if r.Verdict != VerdictViolation || r.Stats.PreemptionBound != 1 {
		t.Errorf("reorder: verdict %s (%v), bound %d; want a violation at bound 1", r.Verdict, r.Err, r.Stats.PreemptionBound)
	}
	r = Run(newVM(t, "lostupdate"), Config{Scheduler: jpfScheduler(t), StateMatching: true, Outcomes: true, Bounded: &PreemptionBound{Max: -1}})
	dfs := Run(newVM(t, "lostupdate"), Config{Scheduler: jpfScheduler(t), StateMatching: true, Outcomes: true})
	if r.Verdict != VerdictOK || strings.Join(outcomes(r), ",") != strings.Join(outcomes(dfs), ",") {
		t.Errorf("lostupdate: verdict %s (%v), outcomes %q; depth-first %q", r.Verdict, r.Err, outcomes(r), outcomes(dfs))
	}
	r = Run(newVM(t, "lostupdate"), Config{Scheduler: jpfScheduler(t), StateMatching: true, Bounded: &PreemptionBound{Max: 0}})
	if r.Verdict != VerdictIncomplete || !strings.Contains(r.Err.Error(), "preemption bound 0") {
		t.Errorf("lostupdate, bound 0: verdict %s (%v)", r.Verdict, r.Err)
	}
	// Both torn reads need one preemption; the reader's x=0 y=1 passes
	// through states that the x=1 y=0 paths reach first with as few
	// preemptions but another thread running on: matched regardless of
	// that thread, it was missed.
	classes = vmtest.Compile(t, "../javatests/conc/torn_read_assert")
	r = Run(vmtest.StartCompiled(t, classes, "Main"), Config{Scheduler: none(t), StateMatching: true, MultipleErrors: true, Bounded: &PreemptionBound{Max: 1}})
	var torn []string
	for _, v := range r.Violations {
		if !slices.Contains(torn, v.Message) {
			torn = append(torn, v.Message)
		}
	}
	slices.Sort(torn)
	if strings.Join(torn, ", ") != "torn read: x=0 y=1, torn read: x=1 y=0" {
		t.Errorf("torn_read_assert, bound 1: violations %q, want both torn reads", torn)
	}
}
