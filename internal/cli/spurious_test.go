package cli

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunSpuriousWakeups runs a program with `if` instead of `while`
// around wait, correct only if wait never returns without a notify: clean
// by default, an assertion violation with --spurious-wakeups, with the
// .jpf key vm.spurious_wakeups=true, and under gojpf compare with the
// flag; the JSON report says which.
func TestRunSpuriousWakeups(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "conc", "spurious_if_wait"), javac.Options{})
	main := filepath.Join(classes, "Main.class")
	type rep struct {
		Verdict    string `json:"verdict"`
		Spurious   bool   `json:"spurious_wakeups"`
		Violations []struct {
			Exception string `json:"exception"`
		} `json:"violations"`
	}
	for _, tc := range []struct {
		args     []string
		want     int
		spurious bool
	}{
		{nil, ExitOK, false},
		{[]string{"--spurious-wakeups"}, ExitViolation, true},
		{[]string{"+vm.spurious_wakeups=true"}, ExitViolation, true},
		{[]string{"+vm.spurious_wakeups=false"}, ExitOK, false},
	} {
		var r rep
		runReport(t, tc.want, &r, append(append([]string{"--por=none"}, tc.args...), main)...)
		if r.Spurious != tc.spurious {
			t.Errorf("gojpf run %v: spurious_wakeups %v, want %v", tc.args, r.Spurious, tc.spurious)
		}
		if tc.spurious && (len(r.Violations) != 1 || r.Violations[0].Exception != "java.lang.AssertionError") {
			t.Errorf("gojpf run %v: violations %+v, want one AssertionError", tc.args, r.Violations)
		}
	}

	got := gojpf(t, "compare", "--por", "none,clockvector", "--spurious-wakeups", "--no-timing", "--format", "json", main)
	var out struct {
		Targets []struct {
			Runs []struct {
				Scheduler string `json:"scheduler"`
				Report    rep    `json:"report"`
			} `json:"runs"`
		} `json:"targets"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &out); err != nil || len(out.Targets) != 1 || len(out.Targets[0].Runs) != 2 {
		t.Fatalf("gojpf compare --spurious-wakeups: %v\n%s", err, got)
	}
	for _, r := range out.Targets[0].Runs {
		if r.Report.Verdict != "violation" || !r.Report.Spurious {
			t.Errorf("gojpf compare --spurious-wakeups, %s: verdict %s, spurious_wakeups %v; want violation, true", r.Scheduler, r.Report.Verdict, r.Report.Spurious)
		}
	}
}
