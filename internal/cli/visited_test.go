package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRunVisited: --visited=full (and its .jpf key) keeps 128-bit
// fingerprints and explores the same states as the default; a value
// other than compact or full is a usage error.
func TestRunVisited(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	dining := filepath.Join("..", "..", "bench", "mc", "anchors", "Dining.java")
	type stats struct {
		Verdict string `json:"verdict"`
		Stats   struct {
			NewStates     int64 `json:"new_states"`
			VisitedStates int64 `json:"visited_states"`
		} `json:"stats"`
	}
	var want stats
	runReport(t, ExitViolation, &want, dining, "4")
	if want.Stats.NewStates == 0 || want.Stats.VisitedStates == 0 {
		t.Fatalf("default: %+v: want states new and visited", want)
	}
	for _, args := range [][]string{
		{"--visited=compact", dining, "4"},
		{"--visited=full", dining, "4"},
		{"+search.visited=full", dining, "4"},
	} {
		var got stats
		runReport(t, ExitViolation, &got, args...)
		if got != want {
			t.Errorf("%v: %+v, want %+v as by default", args, got, want)
		}
	}
	got := gojpf(t, "run", "--visited=exact", dining)
	if got.code != ExitUsage || !strings.Contains(got.stderr, `--visited: want compact or full, not "exact"`) {
		t.Errorf("--visited=exact: %v", got)
	}
}
