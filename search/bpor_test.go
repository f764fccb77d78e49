package search

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

// startSpin starts a VM on the compiled classes as vmtest does, with
// spin-blocking on when the search will not match states (as gojpf run
// sets it up: without it a busy-wait never ends).
func startSpin(tb testing.TB, classes string, spinBlock bool, args ...string) *jvm.VM {
	tb.Helper()
	vm, _ := vmtest.StartOptions(tb, classes, "Main", func(o *jvm.Options) { o.SpinBlock = spinBlock }, args...)
	return vm
}

// boundedRun is one preemption-bounded search of a program at bound k,
// with every violation and the outcomes collected.
func boundedRun(t *testing.T, classes string, args []string, sched string, stateMatching bool, k int) *Result {
	t.Helper()
	st, err := scheduler.Lookup(sched)
	if err != nil {
		t.Fatal(err)
	}
	s, err := st.New(scheduler.Options{PreemptionBounded: st.PreemptionBounded, StateMatching: stateMatching})
	if err != nil {
		t.Fatal(err)
	}
	vm := startSpin(t, classes, !stateMatching, args...)
	return Run(vm, Config{Scheduler: s, StateMatching: stateMatching, Outcomes: true, MultipleErrors: true, MaxStates: 300_000, Bounded: &PreemptionBound{Max: k}})
}

// finished reports whether a bounded search at a single bound explored
// everything within it (its only limit, if any, is the bound's).
func finished(r *Result) bool {
	return r.Err == nil || strings.Contains(r.Err.Error(), "paths with more preemptions were not explored")
}

// behaviours are a search's outcomes (output and exit status) and
// violations (property, exception and message), as sorted strings.
func behaviours(r *Result) []string {
	seen := map[string]bool{}
	for _, o := range r.Outcomes {
		seen[fmt.Sprintf("outcome %q exit %d", o.Stdout, o.ExitStatus)] = true
	}
	for _, v := range r.Violations {
		seen[fmt.Sprintf("%s %s: %s", v.Property, v.Exception, v.Message)] = true
	}
	var out []string
	for b := range seen {
		out = append(out, b)
	}
	slices.Sort(out)
	return out
}

// missing returns the behaviours of want that got lacks.
func missing(want, got []string) []string {
	var out []string
	for _, b := range want {
		if !slices.Contains(got, b) {
			out = append(out, b)
		}
	}
	return out
}

// TestBoundedPOR checks bounded partial-order reduction (clockvector
// made for --search=bounded, scheduler/bpor.go) against the unreduced
// preemption-bounded search at each bound K: every outcome and every
// violation (all of them: --multiple-errors) that --por=none reaches
// within K preemptions, with and without state matching, clockvector
// reaches too, and no other than stateless none (which, like
// clockvector here, ends busy-waits by spin-blocking, where a matched
// state ends them with a preemption: on these programs that makes no
// difference, so none with states matched must find that too); and it
// runs no more executions than stateless none. The programs are the bug programs of
// javatests/bugs (small N) and conc programs with races, locks,
// wait/notify, latches, busy-waits and violations that end paths early.
func TestBoundedPOR(t *testing.T) {
	cases := []struct {
		dir  string
		args []string
	}{
		{"../javatests/bugs/reorder", []string{"2"}},
		{"../javatests/bugs/account", []string{"2"}},
		{"../javatests/bugs/lazyinit", []string{"2"}},
		{"../javatests/bugs/twostage", []string{"2"}},
		{"../javatests/bugs/wronglock", []string{"2"}},
		{"../javatests/bugs/circularbuffer", []string{"3"}},
		{"../javatests/bugs/workstealqueue", []string{"1"}},
		{"../javatests/conc/assert_race_in_thread", nil},
		{"../javatests/conc/countdownlatch_bug", nil},
		{"../javatests/conc/lost_update_outcomes", nil},
		{"../javatests/conc/stateful_dpor_summary", nil},
		{"../javatests/conc/missed_notification", nil},
		{"../javatests/conc/lock_order_deadlock", nil},
		{"../javatests/conc/peterson_broken", nil},
		{"../javatests/conc/torn_read_assert", nil},
		{"../javatests/conc/check_then_act_outcomes", nil},
	}
	var total [3]int64
	for _, c := range cases {
		name := c.dir[strings.LastIndex(c.dir, "/")+1:]
		t.Run(name, func(t *testing.T) {
			classes := vmtest.Compile(t, c.dir)
			for k := 0; k <= 2; k++ {
				matched := boundedRun(t, classes, c.args, "none", true, k)
				plain := boundedRun(t, classes, c.args, "none", false, k)
				bpor := boundedRun(t, classes, c.args, "clockvector", false, k)
				if !finished(matched) || !finished(plain) || !finished(bpor) {
					t.Fatalf("K=%d: a search did not finish within the bound: none %v, none stateless %v, clockvector %v", k, matched.Err, plain.Err, bpor.Err)
				}
				got := behaviours(bpor)
				if m := missing(behaviours(matched), got); len(m) > 0 {
					t.Errorf("K=%d: clockvector misses what none finds: %q", k, m)
				}
				want := behaviours(plain)
				if !slices.Equal(got, want) {
					t.Errorf("K=%d: clockvector finds %q, stateless none %q", k, got, want)
				}
				if m := behaviours(matched); !slices.Equal(m, want) {
					t.Errorf("K=%d: none finds %q with states matched, %q without", k, m, want)
				}
				if bpor.Stats.Executions > plain.Stats.Executions {
					t.Errorf("K=%d: clockvector ran %d executions, stateless none %d", k, bpor.Stats.Executions, plain.Stats.Executions)
				}
				t.Logf("K=%d: executions none %d, none stateless %d, clockvector %d; %d behaviours", k, matched.Stats.Executions, plain.Stats.Executions, bpor.Stats.Executions, len(got))
				total[0] += matched.Stats.Executions
				total[1] += plain.Stats.Executions
				total[2] += bpor.Stats.Executions
			}
		})
	}
	t.Logf("executions at bounds 0-2, all programs: none %d, none stateless %d, clockvector %d", total[0], total[1], total[2])
}
