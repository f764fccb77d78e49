package search

import (
	"slices"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
)

// TestStartFrom runs a program several times from one booted VM
// (jvm.VM.Boot, StartFrom: what gojpf test does for each test method):
// each run explores what a run on a freshly started VM explores, and sees
// its statics, Verify's counters and its threads afresh. Classes an
// earlier run loaded stay loaded (as on a path after backtracking past
// their loading), so the JDK's class-loading code does not run again: a
// later run may take fewer states, never other outcomes.
func TestStartFrom(t *testing.T) {
	out := vmtest.Compile(t, "testdata/startfrom")
	fresh, _ := vmtest.StartOptions(t, out, "Main", nil, "a")
	want := Run(fresh, Config{Scheduler: none(t), StateMatching: true, Outcomes: true})
	if want.Verdict != VerdictOK || len(want.Outcomes) == 0 {
		t.Fatalf("fresh VM: verdict %s, outcomes %v, err %v", want.Verdict, outcomes(want), want.Err)
	}
	vm, boot := vmtest.Boot(t, out, nil)
	for i, arg := range []string{"a", "b", "a", "a"} {
		if err := vm.StartFrom(boot, "Main", []string{arg}); err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		got := Run(vm, Config{Scheduler: none(t), StateMatching: true, Outcomes: true})
		if got.Verdict != VerdictOK {
			t.Fatalf("run %d: verdict %s, err %v", i, got.Verdict, got.Err)
		}
		if arg == "a" && (!slices.Equal(outcomes(got), outcomes(want)) || got.Stats.NewStates > want.Stats.NewStates || i == 0 && got.Stats.NewStates != want.Stats.NewStates) {
			t.Errorf("run %d: outcomes %q, %d states, %d executions; a fresh VM: %q, %d, %d", i,
				outcomes(got), got.Stats.NewStates, got.Stats.Executions, outcomes(want), want.Stats.NewStates, want.Stats.Executions)
		}
		if arg == "b" && !slices.Contains(outcomes(got), "b runs=1 first=true n=2\n") {
			t.Errorf("run %d: outcomes %q lack the first execution's", i, outcomes(got))
		}
	}
	if _, err := vm.Boot(); err == nil {
		t.Error("a VM booted twice")
	}
}
