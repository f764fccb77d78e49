package search

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	_ "github.com/gojpf/gojpf/dporengine" // registers dporengine
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

// TestRoundsExact runs the rounds of a distributed odpor (and the other
// stateless DPORs, emdpor on the event-driven programs too) in process
// (RunRounds) with N simulated shards and several cuts, and checks that
// the executions of all rounds and shards add up to one run's exactly,
// with one run's verdict and outcomes (odpor makes one execution per
// Mazurkiewicz trace, whatever the order of exploration).
func TestRoundsExact(t *testing.T) {
	anchors := vmtest.Compile(t, "../bench/mc/anchors")
	programs := []struct {
		name, dir, class string
		args             []string
		// events: an event-driven program (javatests/events), searched
		// by the schedulers that model event loops (emdpor) alone.
		events bool
	}{
		{"Incr 2 2", "", "Incr", []string{"2", "2"}, false},
		{"Dining 3", "", "Dining", []string{"3"}, false},
		{"lost_update_outcomes", "../javatests/conc/lost_update_outcomes", "Main", nil, false},
		{"lock_order_fixed", "../javatests/conc/lock_order_fixed", "Main", nil, false},
		{"join_two", "../javatests/conc/join_two", "Main", nil, false},
		{"check_then_act_outcomes", "../javatests/conc/check_then_act_outcomes", "Main", nil, false},
		// EM-DPOR's races between handlers of one loop, reversed by
		// reversing their posts (Example 3 of paper 001), a loop's
		// lifecycle, executors whose worker is replaced or drained.
		{"fig3_reorder_posts", "../javatests/events/fig3_reorder_posts", "Main", nil, true},
		{"activity_lifecycle", "../javatests/events/activity_lifecycle", "Main", nil, true},
		{"executor_task_throws", "../javatests/events/executor_task_throws", "Main", nil, true},
		{"executor_shutdown_now", "../javatests/events/executor_shutdown_now", "Main", nil, true},
		{"executor_poster_race", "../javatests/events/executor_poster_race", "Main", nil, true},
	}
	// (shards, cut): the count does not depend on the shards (the items
	// of a round are independent), the rounds do on the cut.
	// GOJPF_LONG=1 runs every pair; the short run two under odpor and
	// clockvector (stateless), one under odpor-ob, the DporEngine and
	// emdpor, and a deep one under the context-sensitive three.
	long := os.Getenv("GOJPF_LONG") != ""
	all := [][2]int{{1, 2}, {2, 3}, {3, 5}, {5, 8}, {8, 16}}
	schedulers := []struct {
		name        string
		short, long [][2]int
		opts        scheduler.Options
	}{
		{"odpor", [][2]int{{2, 3}, {8, 16}}, all, scheduler.Options{}},
		{"odpor-ob", [][2]int{{2, 3}}, [][2]int{{2, 3}, {8, 8}}, scheduler.Options{}},
		{"clockvector", [][2]int{{2, 3}, {5, 8}}, all, scheduler.Options{}},
		// The context-sensitive ones at a deep cut: at cut 3 the rounds
		// meet no don't-do sequence and no check (dropping them from
		// the items left the counts of cut 3 and 5 exact).
		{"odpor-cs", [][2]int{{8, 16}}, all, scheduler.Options{}},
		{"odpor-cs-ob", [][2]int{{8, 8}}, [][2]int{{2, 3}, {8, 8}}, scheduler.Options{}},
		// The context-sensitive inheritance: the item's node hashes its
		// states for the don't-do set the item brings.
		{"odpor-cs-ob-inherit", [][2]int{{8, 8}}, [][2]int{{2, 3}, {8, 8}}, scheduler.Options{}},
		{"odpor-cs-inherit", nil, all, scheduler.Options{}},
		{"dpor-cs", [][2]int{{8, 16}}, all, scheduler.Options{}},
		{"dporengine", [][2]int{{2, 3}}, all, scheduler.Options{Analysis: "ea"}},
		// Without sleep sets (--sleep-sets=false), long only: at cut 16
		// they take more than the 200 rounds the test allows.
		{"dporengine", nil, [][2]int{{2, 3}, {5, 8}}, scheduler.Options{Analysis: "ea", NoSleepSets: true}},
		{"clockvector", nil, [][2]int{{2, 3}, {5, 8}}, scheduler.Options{NoSleepSets: true}},
		// EM-DPOR (no sleep sets): its requests at the item's node and
		// above ask whether a thread is an entry there already. The
		// short run at cut 8: taking the requests at the item's node
		// in the item's search left fig3_reorder_posts at 19
		// executions of 22 at cuts 8 and 16, not at 3 and 5; leaving
		// out the reversals of posts above (Backtrack.Else) at 15, at
		// cut 16.
		{"emdpor", [][2]int{{5, 8}}, all, scheduler.Options{}},
	}
	for _, sc := range schedulers {
		sched, runs := sc.name, sc.short
		label := sched
		if sc.opts.NoSleepSets {
			label += "-nosleep"
		}
		if long {
			runs = sc.long
		}
		for _, p := range programs {
			if p.events && sched != "emdpor" {
				continue
			}
			classes := anchors
			if p.dir != "" {
				classes = vmtest.Compile(t, p.dir)
			}
			newVM := func() (*jvm.VM, error) { return vmtest.StartCompiledArgs(t, classes, p.class, p.args...), nil }
			opts := sc.opts
			mk := func() jvm.Scheduler {
				st, err := scheduler.Lookup(sched)
				if err != nil {
					t.Fatal(err)
				}
				s, err := st.New(opts)
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			newSched := func() (jvm.Scheduler, error) { return mk(), nil }
			one := Run(vmtest.StartCompiledArgs(t, classes, p.class, p.args...), Config{Scheduler: mk(), Outcomes: true})
			if one.Verdict == VerdictError || one.Verdict == VerdictUnsupported {
				t.Fatalf("%s: one run: %s %v", p.name, one.Verdict, one.Err)
			}
			multiple := one.Verdict == VerdictViolation
			if multiple {
				// The whole space: every shard goes on after a violation.
				one = Run(vmtest.StartCompiledArgs(t, classes, p.class, p.args...), Config{Scheduler: mk(), Outcomes: true, MultipleErrors: true})
			}
			for _, r := range runs {
				t.Run(fmt.Sprintf("%s/%s/N=%d/cut=%d", label, p.name, r[0], r[1]), func(t *testing.T) {
					got := RunRounds(r[0], r[1], 200, newVM, newSched, Config{Outcomes: true, MultipleErrors: multiple})
					if got.Err != nil {
						t.Fatalf("rounds: %v", got.Err)
					}
					if got.Verdict != one.Verdict {
						t.Errorf("verdict %s, one run %s", got.Verdict, one.Verdict)
					}
					if !slices.Equal(outcomes(got.Result), outcomes(one)) {
						t.Errorf("outcomes %q, one run %q", outcomes(got.Result), outcomes(one))
					}
					if multiple && len(got.Violations) != len(one.Violations) {
						t.Errorf("%d violations, one run %d", len(got.Violations), len(one.Violations))
					}
					if got.Stats.Executions != one.Stats.Executions {
						t.Errorf("%d executions over %d rounds (items %v), one run %d", got.Stats.Executions, len(got.Items), got.Items, one.Stats.Executions)
					}
					t.Logf("%d executions (one run %d), %d rounds, items %v; violations %d/%d pruned %d/%d", got.Stats.Executions, one.Stats.Executions, len(got.Items), got.Items, len(got.Violations), len(one.Violations), got.Stats.Pruned, one.Stats.Pruned)
				})
			}
		}
	}
}

// sourceDPORRounds are the searches of TestRoundsParallel and
// TestRoundsWorkers: the Source-DPORs whose rounds hand out several
// items, on two anchors, each at a cut.
var sourceDPORRounds = []struct {
	sched, class string
	args         []string
	cut          int
	opts         scheduler.Options
}{
	{"clockvector", "Incr", []string{"2", "2"}, 8, scheduler.Options{}},
	{"clockvector", "Dining", []string{"3"}, 5, scheduler.Options{}},
	{"dporengine", "Incr", []string{"2", "2"}, 8, scheduler.Options{Analysis: "ea"}},
	{"dporengine", "Dining", []string{"3"}, 5, scheduler.Options{Analysis: "ea"}},
}

// TestRoundsParallel checks that the rounds of the Source-DPORs
// (clockvector stateless, the DporEngine under ea), which the tree runs
// in one depth-first run's order without the wait (rounds.Tree), hand out
// more than one item in a round and keep one run's executions.
func TestRoundsParallel(t *testing.T) {
	anchors := vmtest.Compile(t, "../bench/mc/anchors")
	tests := sourceDPORRounds
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/%s/cut=%d", tc.sched, tc.class, tc.cut), func(t *testing.T) {
			mk := func() (jvm.Scheduler, error) {
				st, err := scheduler.Lookup(tc.sched)
				if err != nil {
					return nil, err
				}
				return st.New(tc.opts)
			}
			s, err := mk()
			if err != nil {
				t.Fatal(err)
			}
			one := Run(vmtest.StartCompiledArgs(t, anchors, tc.class, tc.args...), Config{Scheduler: s, MultipleErrors: true})
			newVM := func() (*jvm.VM, error) { return vmtest.StartCompiledArgs(t, anchors, tc.class, tc.args...), nil }
			got := RunRounds(3, tc.cut, 200, newVM, mk, Config{MultipleErrors: true})
			if got.Err != nil {
				t.Fatalf("rounds: %v", got.Err)
			}
			if got.Stats.Executions != one.Stats.Executions {
				t.Errorf("%d executions, one run %d", got.Stats.Executions, one.Stats.Executions)
			}
			if slices.Max(got.Items) < 2 {
				t.Errorf("rounds of one item each: %v", got.Items)
			}
			t.Logf("%d executions (one run %d), %d rounds, items %v", got.Stats.Executions, one.Stats.Executions, len(got.Items), got.Items)
		})
	}
}

// TestRoundsWorkers checks the parallel rounds (Parallel.Rounds): with
// 2 workers and 3 (on Incr with GOJPF_LONG=1 alone), with
// --multiple-errors, the verdict, violations,
// outcomes, executions, end and new states, transitions and
// instructions of one run, and rounds whose items the workers share;
// without, one violation and no more executions than the whole search.
func TestRoundsWorkers(t *testing.T) {
	anchors := vmtest.Compile(t, "../bench/mc/anchors")
	tests := sourceDPORRounds
	for _, tc := range tests {
		mk := func() (jvm.Scheduler, error) {
			st, err := scheduler.Lookup(tc.sched)
			if err != nil {
				return nil, err
			}
			return st.New(tc.opts)
		}
		start := func() *jvm.VM { return vmtest.StartCompiledArgs(t, anchors, tc.class, tc.args...) }
		parallel := func(workers int) *Parallel {
			return &Parallel{Workers: workers, Cut: tc.cut, Rounds: true, NewWorker: func() (*Worker, error) {
				s, err := mk()
				return &Worker{VM: start(), Scheduler: s}, err
			}}
		}
		for _, multiple := range []bool{true, false} {
			for _, workers := range []int{2, 3} {
				if workers == 3 && tc.class == "Incr" && os.Getenv("GOJPF_LONG") == "" {
					continue // short: 3 workers on Dining alone
				}
				t.Run(fmt.Sprintf("%s/%s/cut=%d/j=%d/multiple=%v", tc.sched, tc.class, tc.cut, workers, multiple), func(t *testing.T) {
					s, err := mk()
					if err != nil {
						t.Fatal(err)
					}
					one := Run(start(), Config{Scheduler: s, MultipleErrors: true, Outcomes: true})
					if s, err = mk(); err != nil {
						t.Fatal(err)
					}
					got := Run(start(), Config{Scheduler: s, MultipleErrors: multiple, Outcomes: true, Parallel: parallel(workers)})
					if got.Err != nil {
						t.Fatalf("parallel rounds: %v", got.Err)
					}
					if got.Workers != workers || len(got.WorkerTransitions) != workers {
						t.Errorf("workers %d (transitions %v), want %d", got.Workers, got.WorkerTransitions, workers)
					}
					if got.Verdict != one.Verdict {
						t.Errorf("verdict %s, one run %s", got.Verdict, one.Verdict)
					}
					var sum int64
					for _, n := range got.WorkerTransitions {
						sum += n
					}
					if sum != got.Stats.Transitions {
						t.Errorf("the workers' transitions %v add up to %d, not %d", got.WorkerTransitions, sum, got.Stats.Transitions)
					}
					if !multiple {
						if one.Verdict == VerdictViolation && (len(got.Violations) != 1 || got.Stats.Executions > one.Stats.Executions) {
							t.Errorf("stopping at the first violation: %d violations, %d executions (the whole search %d)", len(got.Violations), got.Stats.Executions, one.Stats.Executions)
						}
						return
					}
					busy := 0
					for _, n := range got.WorkerTransitions {
						if n > 0 {
							busy++
						}
					}
					if busy < 2 {
						t.Errorf("one worker did all the work: transitions %v", got.WorkerTransitions)
					}
					if len(got.Violations) != len(one.Violations) {
						t.Errorf("%d violations, one run %d", len(got.Violations), len(one.Violations))
					}
					if !slices.Equal(outcomes(got), outcomes(one)) {
						t.Errorf("outcomes %q, one run %q", outcomes(got), outcomes(one))
					}
					for _, c := range []struct {
						name   string
						got, w int64
					}{
						{"executions", got.Stats.Executions, one.Stats.Executions},
						{"end states", got.Stats.EndStates, one.Stats.EndStates},
						{"new states", got.Stats.NewStates, one.Stats.NewStates},
						{"transitions", got.Stats.Transitions, one.Stats.Transitions},
						{"instructions", got.Stats.Instructions, one.Stats.Instructions},
					} {
						if c.got != c.w {
							t.Errorf("%s %d, one run %d", c.name, c.got, c.w)
						}
					}
					t.Logf("%d executions (one run %d), worker transitions %v", got.Stats.Executions, one.Stats.Executions, got.WorkerTransitions)
				})
			}
		}
	}
}

// TestRoundsStop checks that a worker of parallel rounds stops at the
// transition after another worker set the stop flag (a violation, an
// error, a limit): an item's search with the flag set makes one
// transition, and its result has no violation of its own.
func TestRoundsStop(t *testing.T) {
	anchors := vmtest.Compile(t, "../bench/mc/anchors")
	st, err := scheduler.Lookup("clockvector")
	if err != nil {
		t.Fatal(err)
	}
	for _, stop := range []bool{false, true} {
		s, err := st.New(scheduler.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := &parShared{mode: parRounds, workers: 2}
		p.cond = sync.NewCond(&p.mu)
		if stop {
			p.halt()
		}
		cfg := Config{Scheduler: s, Context: context.Background(), Parallel: &Parallel{Workers: 2, Cut: 5, Rounds: true}}
		r := runRoundItem(p, vmtest.StartCompiledArgs(t, anchors, "Dining", "3"), nil, cfg, s, 0, &rounds.First()[0])
		switch {
		case stop && (r.Stats.Transitions != 1 || len(r.Violations) > 0):
			t.Errorf("stopped: %d transitions, %d violations", r.Stats.Transitions, len(r.Violations))
		case !stop && (r.Stats.Transitions <= 1 || p.stop.Load() != (len(r.Violations) > 0)):
			t.Errorf("not stopped: %d transitions, %d violations, stop flag %v (set by a violation)", r.Stats.Transitions, len(r.Violations), p.stop.Load())
		}
	}
}

// TestRoundsConditional runs odpor-cs-ob's rounds where don't-do
// sequences carry conditions (scheduler/odpor_cs.go, odEvent.cond) and
// cut wakeup branches go on uncounted: the conditions travel in the
// items' don't-do sets, and a node's item says which cuts its path
// passes, so that the rounds count one run's executions. (The rounds
// kept one run's counts on these programs before the items carried
// either; this checks that they do by construction.) GOJPF_LONG=1: every
// cut down to the programs' depth.
func TestRoundsConditional(t *testing.T) {
	classes := vmtest.Compile(t, "../javatests/odpor")
	runs := [][2]int{{1, 2}, {2, 5}, {2, 10}, {3, 15}, {2, 20}}
	if os.Getenv("GOJPF_LONG") != "" {
		runs = nil
		for c := 1; c <= 26; c++ {
			runs = append(runs, [2]int{2, c})
		}
	}
	for _, tc := range []struct {
		sched string
		args  []string
	}{
		{"odpor-cs-ob", []string{"CondCut"}},
		{"odpor-cs-ob-inherit", []string{"CondCut"}},
		{"odpor-cs-ob", []string{"FloatingRead", "3", "2phases"}},
		{"odpor-cs-ob", []string{"PipeSort", "4", "atomic"}},
	} {
		mk := func() jvm.Scheduler {
			st, err := scheduler.Lookup(tc.sched)
			if err != nil {
				t.Fatal(err)
			}
			s, err := st.New(scheduler.Options{})
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		newVM := func() (*jvm.VM, error) { return vmtest.StartCompiledArgs(t, classes, tc.args[0], tc.args[1:]...), nil }
		newSched := func() (jvm.Scheduler, error) { return mk(), nil }
		one := Run(vmtest.StartCompiledArgs(t, classes, tc.args[0], tc.args[1:]...), Config{Scheduler: mk(), Outcomes: true})
		for _, r := range runs {
			t.Run(fmt.Sprintf("%s/%s/N=%d/cut=%d", tc.sched, strings.Join(tc.args, "_"), r[0], r[1]), func(t *testing.T) {
				got := RunRounds(r[0], r[1], 200, newVM, newSched, Config{Outcomes: true})
				if got.Err != nil {
					t.Fatalf("rounds: %v", got.Err)
				}
				if !slices.Equal(outcomes(got.Result), outcomes(one)) {
					t.Errorf("outcomes %q, one run %q", outcomes(got.Result), outcomes(one))
				}
				if got.Stats.Executions != one.Stats.Executions {
					t.Errorf("%d executions over %d rounds, one run %d", got.Stats.Executions, len(got.Items), one.Stats.Executions)
				}
			})
		}
	}
}
