package cli

import (
	"path/filepath"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunAtomicJUC runs a ReentrantLock program from the command line
// with java.util.concurrent atomic (the default) and interleaved
// (--atomic-juc=false, and the .jpf key vm.atomic_juc=false): the JSON
// report says which, both find the deadlock, and the interleaved search
// explores more states; a value that is not a boolean is a usage error
// naming the key.
func TestRunAtomicJUC(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "conc", "reentrantlock_deadlock"), javac.Options{})
	main := filepath.Join(classes, "Main.class")
	type rep struct {
		AtomicJUC  bool `json:"atomic_juc"`
		Violations []struct {
			Property string `json:"property"`
		} `json:"violations"`
		Stats struct {
			NewStates int64 `json:"new_states"`
		} `json:"stats"`
	}
	run := func(args ...string) rep {
		t.Helper()
		var r rep
		runReport(t, ExitViolation, &r, append(args, main)...)
		if len(r.Violations) != 1 || r.Violations[0].Property != "deadlock" {
			t.Errorf("gojpf run %v: violations %+v, want a deadlock", args, r.Violations)
		}
		return r
	}
	atomic := run()
	interleaved := run("--atomic-juc=false")
	keyed := run("+vm.atomic_juc=false")
	if !atomic.AtomicJUC || interleaved.AtomicJUC || keyed.AtomicJUC {
		t.Errorf("atomic_juc: default %v, --atomic-juc=false %v, vm.atomic_juc=false %v; want true, false, false", atomic.AtomicJUC, interleaved.AtomicJUC, keyed.AtomicJUC)
	}
	bad := gojpf(t, "run", "+vm.atomic_juc=maybe", main)
	expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"gojpf run: vm.atomic_juc=maybe: invalid argument"}}.check(t, bad)
	if interleaved.Stats.NewStates <= atomic.Stats.NewStates {
		t.Errorf("new states: interleaved %d, atomic %d; want more interleaved", interleaved.Stats.NewStates, atomic.Stats.NewStates)
	}
}
