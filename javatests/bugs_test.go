package javatests

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// TestBugModes runs each program under bugs/ (bug programs in the style
// of SCTBench, each with its known violation in expect.json) under every
// search mode, with the jpf scheduler: depth first, random walks and PCT
// (seeds 1 and 2, at most 5,000 executions) and iterative preemption
// bounding, and iterative preemption bounding under clockvector too
// (bounded partial-order reduction, stateless); each must find the
// violation (the exhaustive ones only where expect.json says
// exhaustive_only, and why).
func TestBugModes(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("bugs", "*", "expect.json"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no bug programs: %v", err)
	}
	for _, e := range dirs {
		dir := filepath.Dir(e)
		var want struct {
			Verdict   string `json:"verdict"`
			Exception string `json:"exception"`
			// ExhaustiveOnly: why the random modes are not asked to
			// find it.
			ExhaustiveOnly string `json:"exhaustive_only"`
		}
		raw, err := os.ReadFile(e)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			classes := vmtest.Compile(t, dir)
			for _, mode := range []struct {
				name string
				cfg  search.Config
				por  string // "": jpf
			}{
				{"dfs", search.Config{StateMatching: true}, ""},
				{"random/1", search.Config{Random: &search.RandomWalk{Seed: 1, Executions: 5000}}, ""},
				{"random/2", search.Config{Random: &search.RandomWalk{Seed: 2, Executions: 5000}}, ""},
				{"pct/1", search.Config{Random: &search.RandomWalk{Seed: 1, Executions: 5000, PCT: 3}}, ""},
				{"pct/2", search.Config{Random: &search.RandomWalk{Seed: 2, Executions: 5000, PCT: 3}}, ""},
				{"bounded", search.Config{StateMatching: true, Bounded: &search.PreemptionBound{Max: -1}}, ""},
				{"bounded/clockvector", search.Config{Bounded: &search.PreemptionBound{Max: -1}}, "clockvector"},
			} {
				if want.ExhaustiveOnly != "" && mode.cfg.Random != nil {
					continue
				}
				por := mode.por
				if por == "" {
					por = "jpf"
				}
				st, err := scheduler.Lookup(por)
				if err != nil {
					t.Fatal(err)
				}
				sched, err := st.New(scheduler.Options{PreemptionBounded: mode.cfg.Bounded != nil && st.PreemptionBounded})
				if err != nil {
					t.Fatal(err)
				}
				cfg := mode.cfg
				cfg.Scheduler = sched
				ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
				cfg.Context = ctx
				r := search.Run(vmtest.StartCompiled(t, classes, "Main"), cfg)
				cancel()
				if r.Verdict != want.Verdict || len(r.Violations) == 0 || r.Violations[0].Exception != want.Exception {
					t.Errorf("%s: verdict %s (%v), violations %+v; want %s %s", mode.name, r.Verdict, r.Err, r.Violations, want.Verdict, want.Exception)
					continue
				}
				// The violation's schedule replays to it.
				alone := false
				if b, ok := sched.(jvm.SoloBreaker); ok {
					alone = b.BreaksAlone()
				}
				v, err := search.ReplaySchedule(vmtest.StartCompiled(t, classes, "Main"), r.Violations[0].Schedule, alone)
				if err != nil || v.Exception != want.Exception {
					t.Errorf("%s: replaying its violation: %v, %+v", mode.name, err, v)
				}
			}
		})
	}
}
