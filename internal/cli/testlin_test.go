package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestGojpfTestLinearizability checks javatests/lin: java.util.concurrent's
// queue, map and atomic integer are linearizable in every scenario; a
// lost-update counter, a queue whose size is counted outside its lock and
// a check-then-act putIfAbsent are not, each failing with the scenario and
// its results.
func TestGojpfTestLinearizability(t *testing.T) {
	cp := guestlibClassPath(t, "lin")
	jsonPath := filepath.Join(t.TempDir(), "r.json")
	got := gojpf(t, "test", "-cp", cp, "--lin-scenarios", "4", "--report-json", jsonPath, "lin")
	if got.code != ExitViolation {
		t.Fatalf("exit %d, want %d\n%s", got.code, ExitViolation, got)
	}
	var rep testJSON
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"lin.QueueTest":         {testPassed, ""},
		"lin.MapTest":           {testPassed, ""},
		"lin.AtomicTest":        {testPassed, ""},
		"lin.LostUpdateCounter": {testFailed, "scenario 2/4: uncaught-exception: java.lang.AssertionError: not linearizable"},
		"lin.RacySizeQueue":     {testFailed, "scenario 4/4: uncaught-exception: java.lang.AssertionError: not linearizable"},
		"lin.CheckThenActMap":   {testFailed, "scenario 1/4: uncaught-exception: java.lang.AssertionError: not linearizable"},
	}
	gotStatus := map[string][2]string{}
	for _, en := range rep.Tests {
		if en.TestMethod != linMethod {
			t.Errorf("%s: method %q, want %q", en.TestClass, en.TestMethod, linMethod)
		}
		gotStatus[en.TestClass] = [2]string{en.Status, en.Message}
	}
	if len(gotStatus) != len(want) {
		t.Errorf("tests %v, want %d", gotStatus, len(want))
	}
	for c, w := range want {
		g := gotStatus[c]
		if g[0] != w[0] || !strings.Contains(g[1], w[1]) {
			t.Errorf("%s: %s %q, want %s %q", c, g[0], g[1], w[0], w[1])
		}
	}
	for _, line := range []string{
		"scenario: init: poll() | thread 1: offer(1); offer(1) | thread 2: size(); poll() | post: size()",
		"      thread 2: inc() = 1 [4-5]; get() = 1 [5-6]",
		"on lin.CheckThenActMap$Spec:",
		"4 scenarios (2 threads × 2 operations, init 1, post 1, seed 1): every execution linearizable",
	} {
		if !strings.Contains(got.stdout, line) {
			t.Errorf("stdout lacks %q", line)
		}
	}
}

// TestLinScenarios checks that scenarios are seeded (the same seed, the
// same scenarios), distinct, and shaped by the options.
func TestLinScenarios(t *testing.T) {
	spec := &linSpec{class: "C", ops: []linOp{
		{name: "put", desc: "(II)V", domains: [][]string{{"1", "2"}, {"1", "2"}}},
		{name: "get", desc: "(I)Ljava/lang/Integer;", domains: [][]string{{"1", "2"}}},
	}}
	tests := []struct {
		o            linOptions
		seed         uint64
		wantN, wantT int
	}{
		{linOptions{threads: 2, ops: 2, init: 1, post: 1, scenarios: 5}, 1, 5, 2},
		{linOptions{threads: 3, ops: 1, init: 0, post: 0, scenarios: 3}, 7, 3, 3},
	}
	for _, tt := range tests {
		a, b := spec.scenarios(tt.o, tt.seed), spec.scenarios(tt.o, tt.seed)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("seed %d: two generations differ", tt.seed)
		}
		if len(a) != tt.wantN {
			t.Errorf("%d scenarios, want %d", len(a), tt.wantN)
		}
		seen := map[string]bool{}
		for _, sc := range a {
			if seen[sc.text] {
				t.Errorf("scenario %q twice", sc.text)
			}
			seen[sc.text] = true
			if len(sc.par) != tt.wantT || len(sc.init) != tt.o.init || len(sc.post) != tt.o.post {
				t.Errorf("scenario %q: shape %d threads, %d init, %d post", sc.text, len(sc.par), len(sc.init), len(sc.post))
			}
			args := spec.runnerArgs(sc)
			if args[0] != "class=C" || len(args) != 1+tt.o.init+tt.o.post+tt.wantT*tt.o.ops {
				t.Errorf("runner args %q", args)
			}
		}
	}
}
