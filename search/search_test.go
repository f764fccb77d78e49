package search

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

// newVM compiles testdata/<name> and starts a VM on it.
func newVM(tb testing.TB, name string) *jvm.VM {
	tb.Helper()
	return vmtest.Start(tb, "testdata/"+name)
}

func none(tb testing.TB) jvm.Scheduler { return newScheduler(tb, "none") }

// newScheduler makes the registered scheduler name with default options.
func newScheduler(tb testing.TB, name string) jvm.Scheduler {
	s, err := scheduler.Lookup(name)
	if err != nil {
		tb.Fatal(err)
	}
	sched, err := s.New(scheduler.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return sched
}

func outcomes(r *Result) []string {
	var out []string
	for _, o := range r.Outcomes {
		out = append(out, o.Stdout)
	}
	sort.Strings(out)
	return out
}

func TestLostUpdate(t *testing.T) {
	// Without state matching this program has hundreds of thousands of
	// states (every JDK field access is a scheduling point under none).
	for _, sm := range []bool{true} {
		vm := newVM(t, "lostupdate")
		r := Run(vm, Config{Scheduler: none(t), StateMatching: sm, Outcomes: true, MaxStates: 200000})
		if r.Verdict != VerdictOK {
			t.Fatalf("state matching %v: verdict %s (%v)", sm, r.Verdict, r.Err)
		}
		if got := outcomes(r); len(got) != 2 || got[0] != "1\n" || got[1] != "2\n" {
			t.Errorf("state matching %v: outcomes %q, want [1 2]", sm, got)
		}
		t.Logf("state matching %v: %+v", sm, r.Stats)
	}
}

func BenchmarkLostUpdate(b *testing.B) {
	for range b.N {
		vm := newVM(b, "lostupdate")
		r := Run(vm, Config{Scheduler: none(b), StateMatching: true, Outcomes: true})
		b.ReportMetric(float64(r.Stats.NewStates)/r.Stats.Elapsed.Seconds(), "states/s")
	}
}

func BenchmarkLatch(b *testing.B) {
	for range b.N {
		vm := newVM(b, "latch")
		r := Run(vm, Config{Scheduler: none(b), StateMatching: true, Outcomes: true, MaxStates: 100000})
		b.ReportMetric(float64(r.Stats.NewStates)/r.Stats.Elapsed.Seconds(), "states/s")
	}
}

func BenchmarkIncr3x2Stateless(b *testing.B) {
	for range b.N {
		vm := newVM(b, "incr3x2")
		r := Run(vm, Config{Scheduler: none(b), StateMatching: false, MaxStates: 100000})
		b.ReportMetric(float64(r.Stats.Executions)/r.Stats.Elapsed.Seconds(), "executions/s")
		b.ReportMetric(float64(r.Stats.NewStates)/r.Stats.Elapsed.Seconds(), "states/s")
	}
}

func TestDeadlockAndVerify(t *testing.T) {
	tests := []struct {
		name     string
		verdict  string
		property string
		outcomes []string
	}{
		{"deadlock", VerdictViolation, "deadlock", nil},
		{"verify", VerdictOK, "", []string{"0 false\n", "0 true\n", "1 false\n", "2 false\n", "2 true\n"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			vm := newVM(t, tc.name)
			r := Run(vm, Config{Scheduler: none(t), StateMatching: true, Outcomes: true, MaxStates: 100000})
			if r.Verdict != tc.verdict {
				t.Fatalf("verdict %s (%v), want %s", r.Verdict, r.Err, tc.verdict)
			}
			if tc.property != "" {
				v := r.Violations[0]
				if v.Property != tc.property || len(v.Trace) == 0 || len(v.Threads) != 2 {
					t.Errorf("violation %+v", v)
				}
			}
			if tc.outcomes != nil {
				got := outcomes(r)
				if strings.Join(got, "|") != strings.Join(tc.outcomes, "|") {
					t.Errorf("outcomes %q, want %q", got, tc.outcomes)
				}
			}
		})
	}
}

// TestSGOIDs: the same allocation gets the same search-global id on
// every path (identity hash codes derive from it, so the program prints
// one line on all paths), and allocations by different threads at one
// site, or by one thread at one site twice, get different ids.
func TestSGOIDs(t *testing.T) {
	vm := newVM(t, "sgoid")
	r := Run(vm, Config{Scheduler: none(t), StateMatching: true, Outcomes: true})
	if r.Verdict != VerdictOK {
		t.Fatalf("verdict %s (%v)", r.Verdict, r.Err)
	}
	if r.Stats.Executions < 2 {
		t.Fatalf("%d executions: the threads' allocations were not interleaved", r.Stats.Executions)
	}
	outs := outcomes(r)
	if len(outs) != 1 {
		t.Fatalf("outcomes %q: identity hashes differ between paths", outs)
	}
	seen := map[string]bool{}
	for _, h := range strings.Fields(outs[0]) {
		if seen[h] {
			t.Errorf("hashes %q: two allocations share an id", outs[0])
		}
		seen[h] = true
	}
}

// TestStatesUpToRenaming checks that states match exactly when their
// heaps are equal up to a renaming of objects: each program builds a heap
// on each branch of a data choice and stops at a second data choice,
// whose state on the second branch must match the first branch's (one
// visited state) or not (none).
func TestStatesUpToRenaming(t *testing.T) {
	out := vmtest.Compile(t, "testdata/heapshape")
	tests := []struct {
		class string
		match bool
	}{
		{"Swapped", true},
		{"Garbage", true},
		{"DeadLocal", true},
		{"Reversed", false},
		{"Regrouped", false},
		{"Aliased", false},
		{"Cycles", false},
		{"BootOrFresh", false},
	}
	for _, tt := range tests {
		t.Run(tt.class, func(t *testing.T) {
			vm := vmtest.StartCompiled(t, out, tt.class)
			r := Run(vm, Config{Scheduler: none(t), StateMatching: true, Outcomes: true})
			if r.Verdict != VerdictOK {
				t.Fatalf("verdict %s (%v)", r.Verdict, r.Err)
			}
			want := int64(0)
			if tt.match {
				want = 1
			}
			if r.Stats.VisitedStates != want {
				t.Errorf("%d visited states, want %d (%+v)", r.Stats.VisitedStates, want, r.Stats)
			}
		})
	}
}

// pathScheduler is none with a path-local counter, to check that the
// search saves and restores a scheduler's own state (jvm.SchedulerState).
type pathScheduler struct {
	jvm.Scheduler
	asks     int // scheduling points seen on the current path
	saved    map[int]bool
	restores int
	bad      int
	ends     int
}

func (p *pathScheduler) Break(vm *jvm.VM, pt *jvm.Point) choicegen.CG {
	p.asks++
	if pt.Kind == jvm.PointTerminate {
		p.ends++
	}
	return p.Scheduler.Break(vm, pt)
}

func (p *pathScheduler) SaveState(choicegen.CG) any {
	p.saved[p.asks] = true
	return p.asks
}

func (p *pathScheduler) RestoreState(s any) {
	p.restores++
	if !p.saved[s.(int)] {
		p.bad++
	}
	p.asks = s.(int)
}

func TestSchedulerStateFollowsBacktracking(t *testing.T) {
	ps := &pathScheduler{Scheduler: none(t), saved: map[int]bool{}}
	r := Run(newVM(t, "lostupdate"), Config{Scheduler: ps, StateMatching: true, Outcomes: true})
	if r.Verdict != VerdictOK {
		t.Fatalf("verdict %s (%v)", r.Verdict, r.Err)
	}
	if int64(ps.restores) != r.Stats.Backtracked || ps.restores == 0 {
		t.Errorf("%d restores, %d backtracks", ps.restores, r.Stats.Backtracked)
	}
	if ps.bad != 0 {
		t.Errorf("%d restores of a state the scheduler never saved", ps.bad)
	}
	if ps.ends == 0 {
		t.Error("the scheduler was never told of a thread's end")
	}
}

// TestVerifyHints checks that Verify.interesting and boring mark only the
// transition they ran in, for listeners (the depth-first search does not
// use them), and that the heuristic value is search-global.
func TestVerifyHints(t *testing.T) {
	vm := newVM(t, "verify_hints")
	vm.SetScheduler(none(t))
	if err := vm.Step(nil); err != nil {
		t.Fatal(err)
	}
	if !vm.Interesting() || vm.Boring() {
		t.Fatalf("first transition: interesting %v, boring %v; want true, false", vm.Interesting(), vm.Boring())
	}
	cg, ok := vm.Pending().(*choicegen.IntChoice)
	if !ok {
		t.Fatalf("pending %v, want the getInt choice", vm.Pending())
	}
	at := vm.Snapshot()
	for x, wantBoring := range []bool{false, true} {
		if x > 0 {
			vm.Restore(at)
		}
		cg.Advance()
		if err := vm.Step(cg); err != nil {
			t.Fatal(err)
		}
		if vm.Interesting() || vm.Boring() != wantBoring {
			t.Errorf("x=%d: interesting %v, boring %v; want false, %v", x, vm.Interesting(), vm.Boring(), wantBoring)
		}
		if got := vm.HeuristicSearchValue(); got != 10+x {
			t.Errorf("x=%d: heuristic value %d, want %d", x, got, 10+x)
		}
		if tc, ok := vm.Pending().(*choicegen.ThreadChoice); !ok || tc.Len() != 1 || string(tc.ID()) != "hinted" {
			t.Errorf("x=%d: pending %v, want breakTransition's choice of the main thread alone", x, vm.Pending())
		}
	}
	// Backtracking does not undo the search-global heuristic value.
	vm.Restore(at)
	if got := vm.HeuristicSearchValue(); got != 11 {
		t.Errorf("after backtracking: heuristic value %d, want 11 (search-global)", got)
	}
}

// TestBreadthFirst: breadth first reaches the shallow violation that
// depth first never reaches in an unbounded space; on finite spaces it
// explores the same states and finds the same outcomes and verdicts as
// depth first; it refuses a scheduler with path state.
func TestBreadthFirst(t *testing.T) {
	r := Run(newVM(t, "bfs"), Config{Scheduler: none(t), StateMatching: true, BreadthFirst: true})
	if r.Verdict != VerdictViolation || r.Violations[0].Message != "seven" {
		t.Fatalf("bfs: verdict %s %+v, want the assertion", r.Verdict, r.Violations)
	}
	if got := len(r.Violations[0].Trace); got != 4 {
		t.Errorf("bfs: trace of %d transitions, want 4 (the start and three choices)", got)
	}
	d := Run(newVM(t, "bfs"), Config{Scheduler: none(t), StateMatching: true, MaxStates: 2000})
	if d.Verdict != VerdictIncomplete {
		t.Errorf("dfs: verdict %s, want incomplete (it follows the 3s)", d.Verdict)
	}
	jpf, err := scheduler.Lookup("jpf")
	if err != nil {
		t.Fatal(err)
	}
	for _, prog := range []string{"lostupdate", "deadlock"} {
		var res [2]*Result
		for i, bfs := range []bool{false, true} {
			sched, _ := jpf.New(scheduler.Options{})
			res[i] = Run(newVM(t, prog), Config{Scheduler: sched, StateMatching: true, Outcomes: true, BreadthFirst: bfs, MultipleErrors: true})
		}
		if res[0].Verdict != res[1].Verdict || res[0].Stats.NewStates != res[1].Stats.NewStates || strings.Join(outcomes(res[0]), "|") != strings.Join(outcomes(res[1]), "|") {
			t.Errorf("%s: dfs %s %d states %q, bfs %s %d states %q", prog, res[0].Verdict, res[0].Stats.NewStates, outcomes(res[0]), res[1].Verdict, res[1].Stats.NewStates, outcomes(res[1]))
		}
	}
	cv, _ := scheduler.Lookup("clockvector")
	sched, _ := cv.New(scheduler.Options{})
	if r := Run(newVM(t, "lostupdate"), Config{Scheduler: sched, StateMatching: true, BreadthFirst: true}); r.Verdict != VerdictError || !strings.Contains(r.Err.Error(), "breadth-first") {
		t.Errorf("bfs with clockvector: verdict %s %v, want an error", r.Verdict, r.Err)
	}
}

// TestModCountsMatch: states that differ only in java.util's
// modification counts match, so a thread that keeps adding to and
// removing from collections until told to stop closes its loop (before,
// every round was a new state and the search did not end).
func TestModCountsMatch(t *testing.T) {
	r := Run(newVM(t, "modcount"), Config{Scheduler: none(t), StateMatching: true, Outcomes: true, MaxStates: 100000})
	if r.Verdict != VerdictOK {
		t.Fatalf("verdict %s (%v), %d states; want ok", r.Verdict, r.Err, r.Stats.NewStates)
	}
	if got := outcomes(r); len(got) != 1 || got[0] != "0\n" {
		t.Errorf("outcomes %q, want [0]", got)
	}
	r = Run(newVM(t, "modcount_daemon"), Config{Scheduler: none(t), StateMatching: true, Outcomes: true, MaxStates: 100000})
	if r.Verdict != VerdictOK {
		t.Fatalf("daemon: verdict %s (%v), %d states; want ok", r.Verdict, r.Err, r.Stats.NewStates)
	}
	if got := outcomes(r); strings.Join(got, "|") != "none\n|some\n" {
		t.Errorf("daemon: outcomes %q, want [none some]", got)
	}
}

// TestHeuristicSearches: JPF's heuristic searches (depth first, random
// and breadth first by priority) explore the same states as the
// depth-first search on finite spaces, with the same verdicts and
// outcomes; the random order depends on the seed; a state the program
// calls interesting is expanded first; a queue limit or a beam that
// leaves states out makes the search incomplete.
func TestHeuristicSearches(t *testing.T) {
	jpf, err := scheduler.Lookup("jpf")
	if err != nil {
		t.Fatal(err)
	}
	run := func(prog string, h *Heuristic, multiple bool, observe func(Event)) *Result {
		sched, _ := jpf.New(scheduler.Options{})
		return Run(newVM(t, prog), Config{Scheduler: sched, StateMatching: true, Outcomes: true, Heuristic: h, MultipleErrors: multiple, Observe: observe})
	}
	for _, prog := range []string{"lostupdate", "deadlock"} {
		want := run(prog, nil, true, nil)
		for _, h := range []*Heuristic{{Order: HeuristicDFS}, {Order: HeuristicRandom, Seed: 1}, {Order: HeuristicRandom, Seed: 7, AStar: true}, {Order: HeuristicBFS}} {
			got := run(prog, h, true, nil)
			if got.Verdict != want.Verdict || got.Stats.NewStates != want.Stats.NewStates || strings.Join(outcomes(got), "|") != strings.Join(outcomes(want), "|") {
				t.Errorf("%s, %+v: %s %d states %q; depth first: %s %d states %q", prog, *h, got.Verdict, got.Stats.NewStates, outcomes(got), want.Verdict, want.Stats.NewStates, outcomes(want))
			}
		}
	}
	// The random order is the seed's.
	order := func(seed uint64) string {
		var b strings.Builder
		run("lostupdate", &Heuristic{Order: HeuristicRandom, Seed: seed}, false, func(e Event) {
			if e.Kind == "advance" {
				fmt.Fprintf(&b, "%d:%s ", e.Depth, e.CG)
			}
		})
		return b.String()
	}
	if a, b := order(1), order(1); a != b {
		t.Errorf("seed 1 twice: two orders")
	}
	if a, b := order(1), order(2); a == b {
		t.Errorf("seeds 1 and 2: the same order")
	}
	for _, h := range []*Heuristic{{Order: HeuristicBFS}, {Order: HeuristicDFS}, {Order: HeuristicRandom, Seed: 3}} {
		if r := run("heuristic", h, false, nil); r.Verdict != VerdictViolation || r.Violations[0].Message != "x=2" {
			t.Errorf("%+v: %s %v, want the interesting state's x=2 first", *h, r.Verdict, r.Violations)
		}
	}
	for _, tc := range []struct {
		h   *Heuristic
		err string
	}{
		{&Heuristic{Order: HeuristicDFS, QueueLimit: 1}, "queue limit 1 reached"},
		{&Heuristic{Order: HeuristicRandom, Beam: true}, "beam search"},
	} {
		if r := run("lostupdate", tc.h, false, nil); r.Verdict != VerdictIncomplete || !strings.Contains(r.Err.Error(), tc.err) {
			t.Errorf("%+v: %s %v, want incomplete: %s", *tc.h, r.Verdict, r.Err, tc.err)
		}
	}
	cv, _ := scheduler.Lookup("clockvector")
	sched, _ := cv.New(scheduler.Options{})
	if r := Run(newVM(t, "lostupdate"), Config{Scheduler: sched, StateMatching: true, Heuristic: &Heuristic{Order: HeuristicDFS}}); r.Verdict != VerdictError || !strings.Contains(r.Err.Error(), "heuristic searches need") {
		t.Errorf("dfs heuristic with clockvector: verdict %s %v, want an error", r.Verdict, r.Err)
	}
}

// TestMultipleErrorsDPOR: past a violation (--multiple-errors) the
// search cuts the path, so the next steps of the threads still running
// there never run and no race check sees them. clockvector (with and
// without state matching) counts them as racing with every other
// thread's last step there (PathEnded): it then finds what none finds,
// the paths on which main sees both results (prints 3) and each message
// of the failed assert (which reads the results again). Before, it found
// neither 3 nor the messages "2" and "3".
func TestMultipleErrorsDPOR(t *testing.T) {
	run := func(sched jvm.Scheduler, stateMatching bool) (outs []string, msgs []string) {
		r := Run(vmtest.Start(t, "../javatests/conc/countdownlatch_bug"), Config{Scheduler: sched, StateMatching: stateMatching, Outcomes: true, MultipleErrors: true})
		seen := map[string]bool{}
		for _, v := range r.Violations {
			if i := strings.Index(v.Message, "missing a result: "); i >= 0 && !seen[v.Message[i:]] {
				seen[v.Message[i:]] = true
				msgs = append(msgs, v.Message[i:])
			}
		}
		sort.Strings(msgs)
		return outcomes(r), msgs
	}
	wantOuts, wantMsgs := run(none(t), true)
	if len(wantMsgs) != 3 {
		t.Fatalf("none: messages %q, want three", wantMsgs)
	}
	for _, sm := range []bool{true, false} {
		s, _ := scheduler.Lookup("clockvector")
		sched, err := s.New(scheduler.Options{StateMatching: sm})
		if err != nil {
			t.Fatal(err)
		}
		outs, msgs := run(sched, sm)
		if fmt.Sprint(outs) != fmt.Sprint(wantOuts) || fmt.Sprint(msgs) != fmt.Sprint(wantMsgs) {
			t.Errorf("clockvector (state matching %v): outcomes %q, messages %q; none: %q, %q", sm, outs, msgs, wantOuts, wantMsgs)
		}
	}
}
