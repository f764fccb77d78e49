package search

import (
	"slices"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/scheduler"
)

// TestPrefixBootHeap checks that a search cut into prefixes (a sharded
// search, and a prefix-split parallel search's workers, whose claims the
// cases fix) with state matching finds one run's outcomes on
// conc/lambda_link_order under clockvector, however its prefixes are
// owned. The boot heap of the state hash, whose objects are named by
// their references and hashed again only once they change, was fixed
// by the first hash; no state above the cut is hashed, so it was fixed
// at the first state below the cut, with the lambda that thread 1 made
// on the first path (capturing x = 1): on another path a lambda
// capturing 0 at the same reference was never hashed, the state matched
// the first path's, and the outcome "4" was lost. The VM now fixes it
// at the end of the first transition (docs/parallel.md).
func TestPrefixBootHeap(t *testing.T) {
	out := vmtest.Compile(t, "../javatests/conc/lambda_link_order")
	run := func(cut int, owns func(n int64) bool) *Result {
		st, err := scheduler.Lookup("clockvector")
		if err != nil {
			t.Fatal(err)
		}
		sched, err := st.New(scheduler.Options{StateMatching: true})
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Scheduler: sched, StateMatching: true, Outcomes: true}
		if owns != nil {
			cfg.Shard = &Shard{Count: 1, Cut: cut, owns: owns}
		}
		r := Run(vmtest.StartCompiled(t, out, "Main"), cfg)
		if r.Verdict != VerdictOK {
			t.Fatalf("cut %d: verdict %s (%v)", cut, r.Verdict, r.Err)
		}
		return r
	}
	one := outcomes(run(0, nil))
	if !slices.Equal(one, []string{"3\n", "4\n", "5\n"}) {
		t.Fatalf("one run: outcomes %q", one)
	}
	all := func(int64) bool { return true }
	set := func(ns ...int64) func(int64) bool { return func(n int64) bool { return slices.Contains(ns, n) } }
	below := func(k int64) func(int64) bool { return func(n int64) bool { return n < k } }
	not := func(f func(int64) bool) func(int64) bool { return func(n int64) bool { return !f(n) } }
	mod := func(k, i int64) func(int64) bool { return func(n int64) bool { return n%k == i } }
	tests := []struct {
		name string
		cut  int
		// owners are the prefixes each worker (or shard) owns; together
		// they own every prefix once.
		owners []func(int64) bool
	}{
		// One worker owning every prefix, as when the others are slow
		// to claim: cuts 3 to 5 lost "4".
		{"all, cut 1", 1, []func(int64) bool{all}},
		{"all, cut 2", 2, []func(int64) bool{all}},
		{"all, cut 3", 3, []func(int64) bool{all}},
		{"all, cut 4", 4, []func(int64) bool{all}},
		{"all, cut 5", 5, []func(int64) bool{all}},
		{"all, cut 6", 6, []func(int64) bool{all}},
		// Two workers at the cut -j 2 takes (20 prefixes): worker 0
		// claimed 0 to 6 (both lost "4"), or 0, 1, 8, 9, 10, 14, 16 to 19.
		{"two workers, cut 3", 3, []func(int64) bool{below(7), not(below(7))}},
		{"two workers, cut 3, mixed", 3, []func(int64) bool{set(0, 1, 8, 9, 10, 14, 16, 17, 18, 19), not(set(0, 1, 8, 9, 10, 14, 16, 17, 18, 19))}},
		// Three shards at cut 5 (their plan takes cut 4 here).
		{"three shards, cut 5", 5, []func(int64) bool{mod(3, 0), mod(3, 1), mod(3, 2)}},
	}
	for _, tc := range tests {
		found := map[string]bool{}
		for _, owns := range tc.owners {
			for _, o := range outcomes(run(tc.cut, owns)) {
				found[o] = true
			}
		}
		var got []string
		for o := range found {
			got = append(got, o)
		}
		slices.Sort(got)
		if !slices.Equal(got, one) {
			t.Errorf("%s: outcomes %q, one run %q", tc.name, got, one)
		}
	}
}

// TestRestoreBeforeBootHeap checks that restoring a state older than the
// end of the first transition, where the VM fixes the boot heap, is an
// error (a panic the search reports as an internal error), not a state
// hash that silently leaves objects out.
func TestRestoreBeforeBootHeap(t *testing.T) {
	vm := newVM(t, "lostupdate")
	vm.SetScheduler(none(t))
	before := vm.Snapshot()
	if err := vm.Step(nil); err != nil {
		t.Fatal(err)
	}
	if vm.Pending() == nil {
		t.Fatal("the first transition ends the program")
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("restoring a state older than the boot heap did not panic")
		}
	}()
	vm.Restore(before)
}
