package search

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/gojpf/gojpf/jvm"
)

// workers returns a Parallel of n workers on program name under the
// scheduler sched names: their VMs are started here, on the test's
// goroutine (vmtest fails the test from it), and handed out by NewWorker.
func workers(t *testing.T, name, sched string, n, cut int) *Parallel {
	t.Helper()
	var mu sync.Mutex
	var ws []*Worker
	for range n - 1 {
		ws = append(ws, &Worker{VM: newVM(t, name), Scheduler: newScheduler(t, sched)})
	}
	return &Parallel{Workers: n, Cut: cut, NewWorker: func() (*Worker, error) {
		mu.Lock()
		defer mu.Unlock()
		if len(ws) == 0 {
			return nil, errors.New("no worker left")
		}
		w := ws[0]
		ws = ws[1:]
		return w, nil
	}}
}

// TestParallelShare checks the work-sharing parallel search (none and
// jpf): run to its end, it counts what one worker counts, with the same
// outcomes, and the workers' transitions add up to the total.
func TestParallelShare(t *testing.T) {
	tests := []struct {
		name, sched string
		matching    bool
	}{
		{"incr3x2", "none", true},
		{"incr3x2", "jpf", true},
		{"lostupdate", "none", false},
	}
	for _, tc := range tests {
		one := Run(newVM(t, tc.name), Config{Scheduler: newScheduler(t, tc.sched), StateMatching: tc.matching, Outcomes: true})
		if one.Verdict != VerdictOK || one.Workers != 1 {
			t.Fatalf("%s %s: one worker: verdict %s (%v), %d workers", tc.name, tc.sched, one.Verdict, one.Err, one.Workers)
		}
		for _, n := range []int{2, 3} {
			par := Run(newVM(t, tc.name), Config{Scheduler: newScheduler(t, tc.sched), StateMatching: tc.matching, Outcomes: true,
				Parallel: workers(t, tc.name, tc.sched, n, 0)})
			if par.Verdict != VerdictOK || par.Workers != n {
				t.Fatalf("%s %s -j %d: verdict %s (%v), %d workers", tc.name, tc.sched, n, par.Verdict, par.Err, par.Workers)
			}
			a, b := one.Stats, par.Stats
			if a.NewStates != b.NewStates || a.VisitedStates != b.VisitedStates || a.EndStates != b.EndStates || a.Executions != b.Executions ||
				a.Transitions != b.Transitions || a.Backtracked != b.Backtracked || a.Instructions != b.Instructions {
				t.Errorf("%s %s -j %d: %+v\none worker: %+v", tc.name, tc.sched, n, b, a)
			}
			if !slices.Equal(outcomes(par), outcomes(one)) {
				t.Errorf("%s %s -j %d: outcomes %q, one worker %q", tc.name, tc.sched, n, outcomes(par), outcomes(one))
			}
			var sum int64
			for _, w := range par.WorkerTransitions {
				sum += w
			}
			if sum != b.Transitions || len(par.WorkerTransitions) != n {
				t.Errorf("%s %s -j %d: worker transitions %v, %d in all", tc.name, tc.sched, n, par.WorkerTransitions, b.Transitions)
			}
			t.Logf("%s %s -j %d: transitions by worker %v", tc.name, tc.sched, n, par.WorkerTransitions)
		}
	}
}

// TestParallelViolation checks that a violation stops every worker (one
// violation reported), and that --multiple-errors collects what one
// worker collects.
func TestParallelViolation(t *testing.T) {
	for _, multiple := range []bool{false, true} {
		one := Run(newVM(t, "deadlock"), Config{Scheduler: none(t), StateMatching: true, MultipleErrors: multiple})
		par := Run(newVM(t, "deadlock"), Config{Scheduler: none(t), StateMatching: true, MultipleErrors: multiple, Parallel: workers(t, "deadlock", "none", 2, 0)})
		if par.Verdict != VerdictViolation || par.Workers != 2 {
			t.Fatalf("multiple %v: verdict %s (%v), %d workers", multiple, par.Verdict, par.Err, par.Workers)
		}
		if !multiple && len(par.Violations) != 1 {
			t.Errorf("%d violations without --multiple-errors", len(par.Violations))
		}
		if multiple && len(par.Violations) != len(one.Violations) {
			t.Errorf("--multiple-errors: %d violations, one worker %d", len(par.Violations), len(one.Violations))
		}
		if par.Violations[0].Property != "deadlock" || len(par.Violations[0].Schedule) == 0 {
			t.Errorf("violation %+v", par.Violations[0])
		}
	}
}

// TestParallelPrefix checks the prefix-claiming parallel search of a
// dynamic reduction: the same verdict and outcomes as one worker.
func TestParallelPrefix(t *testing.T) {
	for _, matching := range []bool{true, false} {
		name := "incr3x2"
		if !matching {
			name = "lostupdate"
		}
		cv := func() jvm.Scheduler { return newScheduler(t, "clockvector") }
		one := Run(newVM(t, name), Config{Scheduler: cv(), StateMatching: matching, Outcomes: true})
		par := Run(newVM(t, name), Config{Scheduler: cv(), StateMatching: matching, Outcomes: true, Parallel: workers(t, name, "clockvector", 2, 3)})
		if par.Verdict != one.Verdict || par.Workers != 2 {
			t.Fatalf("matching %v: verdict %s (%v), one worker %s; %d workers", matching, par.Verdict, par.Err, one.Verdict, par.Workers)
		}
		if !slices.Equal(outcomes(par), outcomes(one)) {
			t.Errorf("matching %v: outcomes %q, one worker %q", matching, outcomes(par), outcomes(one))
		}
		if par.Shard != nil {
			t.Errorf("matching %v: a shard result", matching)
		}
		t.Logf("matching %v: executions %d, one worker %d; by worker %v", matching, par.Stats.Executions, one.Stats.Executions, par.WorkerTransitions)
	}
}
