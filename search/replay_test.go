package search

import (
	"errors"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
)

// TestReplaySchedule replays the schedule of violations found by the
// depth-first search (jpf and odpor, whose scheduler breaks also where a
// thread runs alone), by PCT and by the bounded search on a fresh VM,
// and gets the same violation with a trace of as many transitions; a
// schedule changed so that it does not fit says where.
func TestReplaySchedule(t *testing.T) {
	classes := vmtest.Compile(t, "../javatests/bugs/reorder")
	for _, tc := range []struct {
		name, por string
		cfg       Config
	}{
		{"dfs", "jpf", Config{StateMatching: true}},
		{"odpor", "odpor", Config{}},
		{"pct", "jpf", Config{Random: &RandomWalk{Seed: 2, Executions: 1000, PCT: 3}}},
		{"bounded", "none", Config{StateMatching: true, Bounded: &PreemptionBound{Max: -1}}},
	} {
		sched := newScheduler(t, tc.por)
		cfg := tc.cfg
		cfg.Scheduler = sched
		r := Run(vmtest.StartCompiled(t, classes, "Main"), cfg)
		if len(r.Violations) != 1 {
			t.Fatalf("%s: no violation to replay: %s (%v)", tc.name, r.Verdict, r.Err)
		}
		want := r.Violations[0]
		_, alone := sched.(interface{ BreaksAlone() bool })
		v, err := ReplaySchedule(vmtest.StartCompiled(t, classes, "Main"), want.Schedule, alone)
		if err != nil {
			t.Fatalf("%s: replay: %v", tc.name, err)
		}
		if v.Exception != want.Exception || v.Message != want.Message || len(v.Trace) != len(want.Trace) {
			t.Errorf("%s: replayed %s %q in %d transitions, want %s %q in %d", tc.name, v.Exception, v.Message, len(v.Trace), want.Exception, want.Message, len(want.Trace))
		}
		if tc.name == "dfs" {
			bad := append([]Choice(nil), want.Schedule...)
			bad[len(bad)-1].Thread = 99
			_, err := ReplaySchedule(vmtest.StartCompiled(t, classes, "Main"), bad, alone)
			var de *DivergenceError
			if !errors.As(err, &de) || de.Step != len(bad) {
				t.Errorf("changed schedule: %v, want a divergence at choice %d", err, len(bad))
			}
		}
	}
}
