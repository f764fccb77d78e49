package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunRandomSearch runs --search=random from the command line: it
// finds the reorder bug (javatests/bugs/reorder) and says its seed;
// --search=pct finds it with 20 setters; --search=bounded finds it at
// bound 1, also under clockvector (stateless, bounded partial-order
// reduction); a program it cannot find a violation in ends incomplete
// (exit 4) after --executions; a scheduler with path state is refused
// (under the bounded search, one other than clockvector).
func TestRunRandomSearch(t *testing.T) {
	t.Parallel()
	main := bugProgram(t, "reorder")
	type rep struct {
		Search     string `json:"search"`
		Seed       uint64 `json:"seed"`
		Verdict    string `json:"verdict"`
		Violations []struct {
			Exception string `json:"exception"`
		} `json:"violations"`
		Stats struct {
			Executions     int64 `json:"executions"`
			DistinctStates int64 `json:"distinct_states"`
		} `json:"stats"`
	}
	var r rep
	runReport(t, ExitViolation, &r, "--search=random", "--seed=2", "--executions=2000", main)
	if r.Search != "random" || r.Seed != 2 || len(r.Violations) != 1 || r.Violations[0].Exception != "java.lang.AssertionError" || r.Stats.DistinctStates == 0 {
		t.Errorf("reorder: %+v", r)
	}
	got := gojpf(t, "run", "--search=random", "--seed=2", "--executions=2000", main)
	if !strings.Contains(got.stdout, "random search, seed 2") || !strings.Contains(got.stdout, "distinct_states=") {
		t.Errorf("text report lacks the seed or distinct states\n%s", got)
	}

	r = rep{}
	runReport(t, ExitViolation, &r, "--search=pct", "--pct-depth=3", "--executions=3000", main, "20")
	if r.Search != "pct" || len(r.Violations) != 1 {
		t.Errorf("reorder 20 under PCT: %+v", r)
	}

	r = rep{}
	runReport(t, ExitViolation, &r, "--search=bounded", main)
	if r.Search != "bounded" || len(r.Violations) != 1 {
		t.Errorf("reorder under bounded search: %+v", r)
	}

	// Bounded partial-order reduction: clockvector, stateless.
	var b struct {
		rep
		Scheduler     string `json:"scheduler"`
		StateMatching bool   `json:"state_matching"`
		Stats         struct {
			PreemptionBound *int `json:"preemption_bound"`
		} `json:"stats"`
	}
	runReport(t, ExitViolation, &b, "--search=bounded", "--por=clockvector", main)
	if b.Scheduler != "clockvector" || b.StateMatching || len(b.Violations) != 1 || b.Stats.PreemptionBound == nil || *b.Stats.PreemptionBound != 1 {
		t.Errorf("reorder under bounded search with clockvector: %+v", b)
	}
	if got := gojpf(t, "run", "--search=bounded", "--por=odpor", main); got.code != ExitUsage || !strings.Contains(got.stderr, "--search=bounded needs --por=none, jpf or clockvector") {
		t.Errorf("bounded, odpor: %s", got)
	}

	// A lost update: outcomes, no violation to find.
	r = rep{}
	runReport(t, ExitIncomplete, &r, "--search=random", "--executions=30", raceJava)
	if r.Verdict != "incomplete" || r.Stats.Executions != 30 {
		t.Errorf("lost update: %+v", r)
	}
	if got := gojpf(t, "run", "--search=random", "--por=odpor", main); got.code != ExitUsage || !strings.Contains(got.stderr, "--search=random needs --por=none or jpf") {
		t.Errorf("odpor: %s", got)
	}
}

// TestReplay runs the reorder bug, then gojpf replay on its report: the
// same violation again (exit 1), from a report of a PCT run too; a
// schedule changed so that it does not fit ends with exit 2 naming the
// choice.
func TestReplay(t *testing.T) {
	t.Parallel()
	main := bugProgram(t, "reorder")
	dir := t.TempDir()
	for _, flags := range [][]string{{"--por=jpf"}, {"--search=pct", "--seed=3"}, {"--por=odpor"}} {
		rep := filepath.Join(dir, "r.json")
		if got := gojpf(t, append(append([]string{"run", "-q", "--report-json", rep}, flags...), main, "4")...); got.code != ExitViolation {
			t.Fatalf("run %v: %s", flags, got)
		}
		got := gojpf(t, "replay", rep)
		if got.code != ExitViolation || !strings.Contains(got.stdout, "replayed violation 1 of") || !strings.Contains(got.stdout, "java.lang.AssertionError") {
			t.Errorf("replay after %v: %s", flags, got)
		}
		if flags[0] != "--por=jpf" {
			continue
		}
		raw, err := os.ReadFile(rep)
		if err != nil {
			t.Fatal(err)
		}
		var r map[string]any
		if err := json.Unmarshal(raw, &r); err != nil {
			t.Fatal(err)
		}
		sched := r["violations"].([]any)[0].(map[string]any)["schedule"].([]any)
		last := sched[len(sched)-1].(map[string]any)
		last["thread"] = 99
		delete(last, "data")
		raw, _ = json.Marshal(r)
		bad := filepath.Join(dir, "bad.json")
		if err := os.WriteFile(bad, raw, 0o644); err != nil {
			t.Fatal(err)
		}
		got = gojpf(t, "replay", bad)
		if got.code != ExitUsage || !strings.Contains(got.stderr, fmt.Sprintf("diverges at choice %d", len(sched))) {
			t.Errorf("replay of a changed schedule: %s", got)
		}
	}
}

// TestMinimize: a random walk's schedule of the two-stage bug has many
// preemptions; --minimize replaces it with one of a single preemption,
// which gojpf replay reproduces.
func TestMinimize(t *testing.T) {
	t.Parallel()
	main := bugProgram(t, "twostage")
	type rep struct {
		Violations []struct {
			Exception     string `json:"exception"`
			ScheduledBy   string `json:"scheduled_by"`
			MinimizedFrom int    `json:"minimized_from"`
			Schedule      []struct {
				Preempt bool `json:"preempt"`
			} `json:"schedule"`
		} `json:"violations"`
	}
	var r rep
	path := filepath.Join(t.TempDir(), "r.json")
	if got := gojpf(t, "run", "-q", "--report-json", path, "--search=random", "--seed=1", "--minimize", main, "4"); got.code != ExitViolation {
		t.Fatalf("run: %s", got)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &r); err != nil || len(r.Violations) != 1 {
		t.Fatalf("%+v", r)
	}
	v := r.Violations[0]
	n := 0
	for _, c := range v.Schedule {
		if c.Preempt {
			n++
		}
	}
	if v.ScheduledBy != "jpf" || n != 1 || v.MinimizedFrom <= 1 {
		t.Errorf("minimized: scheduled by %q, %d preemptions, from %d", v.ScheduledBy, n, v.MinimizedFrom)
	}
	if got := gojpf(t, "replay", path); got.code != ExitViolation {
		t.Errorf("replay of the minimized schedule: %s", got)
	}
}

// bugProgram compiles javatests/bugs/NAME and returns its Main.class.
func bugProgram(t *testing.T, name string) string {
	t.Helper()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "bugs", name), javac.Options{})
	return filepath.Join(classes, "Main.class")
}

// TestDefaultScheduler checks which scheduler runs without --por: the
// clock-vector DPOR for the depth-first search, JPF's own reduction for
// the other searches and wherever a sharedness policy is asked for
// (--sharedness or JPF's key), and --por always wins.
func TestDefaultScheduler(t *testing.T) {
	t.Parallel()
	main := bugProgram(t, "twostage")
	jpfFile := filepath.Join(t.TempDir(), "app.jpf")
	if err := os.WriteFile(jpfFile, []byte("target = Main\nclasspath = "+filepath.Dir(main)+"\nvm.scheduler.sharedness.class = gov.nasa.jpf.vm.GlobalSharednessPolicy\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{main}, "clockvector"},
		{[]string{"--state-matching=false", main}, "clockvector"},
		{[]string{"--search=bfs", main}, "jpf"},
		{[]string{"--search=bounded", main}, "jpf"},
		{[]string{"--search=random", "--executions=50", main}, "jpf"},
		{[]string{"--sharedness=global", main}, "jpf"},
		{[]string{jpfFile}, "jpf"},
		{[]string{"--por=none", "--search=bfs", main}, "none"},
		{[]string{"--por=jpf", main}, "jpf"},
	} {
		var r struct {
			Scheduler string `json:"scheduler"`
		}
		path := filepath.Join(t.TempDir(), "r.json")
		got := gojpf(t, append([]string{"run", "-q", "--report-json", path}, tc.args...)...)
		if got.code != ExitViolation && got.code != ExitOK && got.code != ExitIncomplete {
			t.Errorf("%v: %s", tc.args, got)
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatal(err)
		}
		if r.Scheduler != tc.want {
			t.Errorf("%v: scheduler %q, want %q", tc.args, r.Scheduler, tc.want)
		}
	}
}
