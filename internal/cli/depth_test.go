package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRunDepthLimit checks --depth-limit (search.depth_limit) as JPF does
// it: a path that reaches the limit is cut and the search goes on with the
// others, so a violation on a shallow path is still found after a deep
// path was cut; the verdict is incomplete only if some path was cut.
// Depth.java has one branch of ten further choices (11 states deep) and
// two shallow ones; with an argument, one shallow branch throws.
func TestRunDepthLimit(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	prog := filepath.Join("testdata", "run", "depth", "Depth.java")
	type rep struct {
		Verdict    string `json:"verdict"`
		Error      string `json:"error"`
		Violations []struct {
			Message string `json:"message"`
		} `json:"violations"`
		Outcomes []struct {
			Stdout string `json:"stdout"`
			Count  int    `json:"count"`
		} `json:"outcomes"`
		Stats struct {
			NewStates int64 `json:"new_states"`
		} `json:"stats"`
	}
	for _, tc := range []struct {
		name      string
		args      []string
		code      int
		verdict   string
		states    int64 // new states: the root's choice, then 2^k per level
		outcomes  int   // distinct outcomes
		violation string
	}{
		// The deep branch is explored first and cut at depth 5 (1 + 2 +
		// 4 + 8 states of it); the shallow bug is still found.
		{"shallow bug after a cut", []string{"--depth-limit=5", prog, "bug"}, ExitViolation, "violation", 16, 1, "shallow bug"},
		{"cut, no bug", []string{"--depth-limit=5", prog}, ExitIncomplete, "incomplete", 16, 1, ""},
		{"cut by the .jpf key", []string{"+search.depth_limit=5", prog}, ExitIncomplete, "incomplete", 16, 1, ""},
		{"cut one short of the deepest path", []string{"--depth-limit=10", prog}, ExitIncomplete, "incomplete", 512, 1, ""},
		{"the deepest path fits", []string{"--depth-limit=11", prog}, ExitOK, "ok", 1024, 1024 + 1, ""},
		{"no limit", []string{prog}, ExitOK, "ok", 1024, 1024 + 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r rep
			runReport(t, tc.code, &r, append([]string{"--outcomes"}, tc.args...)...)
			if r.Verdict != tc.verdict || r.Stats.NewStates != tc.states || len(r.Outcomes) != tc.outcomes {
				t.Errorf("verdict %s, %d new states, %d outcomes; want %s, %d, %d", r.Verdict, r.Stats.NewStates, len(r.Outcomes), tc.verdict, tc.states, tc.outcomes)
			}
			if tc.verdict == "incomplete" && !strings.Contains(r.Error, "depth limit") {
				t.Errorf("error %q does not name the depth limit", r.Error)
			}
			if tc.verdict == "ok" && r.Error != "" {
				t.Errorf("error %q on a complete search", r.Error)
			}
			if tc.violation != "" && (len(r.Violations) != 1 || r.Violations[0].Message != tc.violation) {
				t.Errorf("violations %+v, want one: %s", r.Violations, tc.violation)
			}
		})
	}
}
