package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunMaxTransitionLength checks --max-transition-length (and
// vm.max_transition_length) on a spin loop that the global sharedness
// policy never breaks on its first path (main spins on a flag no other
// thread has touched yet): with the default the transition is cut, the
// loop closes and every outcome is found; with 0 the search runs into its
// time limit.
func TestRunMaxTransitionLength(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "conc", "alloc_loop_field"), javac.Options{})
	main := filepath.Join(classes, "Main.class")
	type rep struct {
		Verdict  string `json:"verdict"`
		Outcomes []struct {
			Stdout string `json:"stdout"`
		} `json:"outcomes"`
	}
	run := func(want int, args ...string) rep {
		t.Helper()
		var r rep
		argv := append([]string{"--outcomes", "--por=jpf", "--sharedness=global", "--time-limit=3s"}, args...)
		runReport(t, want, &r, append(argv, main)...)
		return r
	}
	for _, args := range [][]string{nil, {"+vm.max_transition_length=20000"}} {
		r := run(ExitOK, args...)
		var outs []string
		for _, o := range r.Outcomes {
			outs = append(outs, o.Stdout)
		}
		if got := strings.Join(outs, ""); got != "0\n1\n2\n" {
			t.Errorf("gojpf run %v: outcomes %q, want 0, 1 and 2", args, outs)
		}
	}
	if r := run(ExitIncomplete, "--max-transition-length=0", "--time-limit=1s"); r.Verdict != "incomplete" {
		t.Errorf("--max-transition-length=0: verdict %s, want incomplete", r.Verdict)
	}
}
