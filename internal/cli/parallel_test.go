package cli

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestRunParallel: -j N (and its .jpf key search.parallel) searches with N
// workers and, under none and jpf, counts what one worker counts on a
// search that runs to its end, and so do the parallel rounds of
// clockvector stateless and the DporEngine under ea; odpor searches with
// one worker; without -j, none and jpf search with one
// worker a CPU and the dynamic reductions with one; with a listener, or a limit that bounds
// each VM, one worker searches; a violation it finds replays; a negative
// -j is a usage error.
func TestRunParallel(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	incr := filepath.Join("..", "..", "bench", "mc", "anchors", "Incr.java")
	type stats struct {
		Verdict string `json:"verdict"`
		Workers int    `json:"workers"`
		Stats   struct {
			NewStates     int64 `json:"new_states"`
			VisitedStates int64 `json:"visited_states"`
			Executions    int64 `json:"executions"`
			Transitions   int64 `json:"transitions"`
			Instructions  int64 `json:"instructions"`
		} `json:"stats"`
	}
	for _, por := range []string{"--por=none", "--por=jpf"} {
		var want stats
		runReport(t, ExitOK, &want, por, "-j", "1", incr, "3", "2")
		if want.Workers != 1 || want.Stats.NewStates == 0 {
			t.Fatalf("%s: %+v: want one worker and states", por, want)
		}
		for _, args := range [][]string{
			{por, "-j", "2", incr, "3", "2"},
			{por, "--parallel=3", incr, "3", "2"},
			{por, "+search.parallel=2", incr, "3", "2"},
			{por, incr, "3", "2"}, // the default: one a CPU
		} {
			var got stats
			runReport(t, ExitOK, &got, args...)
			if len(args) == 4 && got.Workers != runtime.NumCPU() || len(args) > 4 && got.Workers < 2 {
				t.Errorf("%v: %d workers (%d CPUs)", args, got.Workers, runtime.NumCPU())
			}
			got.Workers = want.Workers
			if got != want {
				t.Errorf("%v: %+v, want %+v as with one worker", args, got, want)
			}
		}
	}
	// The parallel rounds of clockvector stateless and the DporEngine
	// under ea count what one worker counts; odpor searches with one.
	for _, por := range [][]string{{"--por=clockvector", "--state-matching=false"}, {"--por=dporengine", "--dpor-analysis=ea"}, {"--por=odpor"}} {
		var want stats
		runReport(t, ExitOK, &want, append(append([]string{}, por...), "-j", "1", incr, "3", "2")...)
		for _, j := range []string{"-j=2", "--parallel=3"} {
			var got stats
			runReport(t, ExitOK, &got, append(append([]string{}, por...), j, incr, "3", "2")...)
			workers := 2
			if j != "-j=2" {
				workers = 3
			}
			if por[0] == "--por=odpor" {
				workers = 1
			}
			if got.Workers != workers {
				t.Errorf("%v %s: %d workers, want %d", por, j, got.Workers, workers)
			}
			got.Workers = want.Workers
			if got != want {
				t.Errorf("%v %s: %+v, want %+v as with one worker", por, j, got, want)
			}
		}
	}
	// A violation a parallel search found replays (gojpf replay), from
	// whichever worker found it, in parallel rounds too.
	dining := filepath.Join("..", "..", "bench", "mc", "anchors", "Dining.java")
	for _, por := range [][]string{{"--por=none"}, {"--por=clockvector", "--state-matching=false"}} {
		rep := filepath.Join(t.TempDir(), "v.json")
		if got := gojpf(t, append(append([]string{"run", "-q"}, por...), "-j", "2", "--report-json", rep, dining, "4")...); got.code != ExitViolation {
			t.Fatalf("%v -j 2 Dining 4: %v", por, got)
		}
		if got := gojpf(t, "replay", "-q", rep); got.code != ExitViolation {
			t.Errorf("gojpf replay of a %v -j 2 violation: %v", por, got)
		}
	}
	var one stats
	runReport(t, ExitOK, &one, "--por=none", "-j", "2", "--max-instructions=100000000", incr, "2", "1")
	if one.Workers != 1 {
		t.Errorf("-j 2 --max-instructions: %d workers, want 1", one.Workers)
	}
	// Without -j, the dynamic reductions (the default scheduler among
	// them) search with one worker.
	for _, args := range [][]string{{incr, "2", "1"}, {"--por=odpor", incr, "2", "1"}} {
		var got stats
		runReport(t, ExitOK, &got, args...)
		if got.Workers != 1 {
			t.Errorf("%v: %d workers, want 1", args, got.Workers)
		}
	}
	got := gojpf(t, "run", "-j", "-1", incr)
	if got.code != ExitUsage || !strings.Contains(got.stderr, "--parallel must not be negative") {
		t.Errorf("-j -1: %v", got)
	}
}
