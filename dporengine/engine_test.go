package dporengine_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/dporengine"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

const examples = "../javatests/dporengine"

// run searches class under the engine with the analysis.
func run(t *testing.T, classes, class, analysis string, walk bool) (*search.Result, *dporengine.Engine) {
	return runWith(t, classes, class, analysis, dporengine.Config{Walk: walk})
}

// runWith is run with the engine's configuration (its Analysis is set
// here).
func runWith(t *testing.T, classes, class, analysis string, cfg dporengine.Config) (*search.Result, *dporengine.Engine) {
	t.Helper()
	a, err := dporengine.NewAnalysis(analysis, dporengine.AnalysisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Analysis, cfg.KeepGraph = a, true
	e := dporengine.New(cfg)
	vm := vmtest.StartCompiled(t, classes, class)
	res := search.Run(vm, search.Config{Scheduler: e, Outcomes: true, MaxStates: 200000})
	if res.Err != nil {
		t.Fatalf("%s under %s: %v", class, analysis, res.Err)
	}
	return res, e
}

func find(roots []*dporengine.Node, pred func(*dporengine.Node) bool) []*dporengine.Node {
	var out []*dporengine.Node
	stack := slices.Clone(roots)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if pred(n) {
			out = append(out, n)
		}
		stack = append(stack, n.Children...)
	}
	slices.SortFunc(out, func(a, b *dporengine.Node) int { return a.ID - b.ID })
	return out
}

// TestDporGraphExample runs paper 000's Figure 2 under DRB and checks the
// graph of Figure 1 as gojpf builds it:
//
//   - node 0, the root Replay node, at the choice point after
//     Thread.start (where a second thread can first run; before it
//     there is nothing to reorder);
//   - node 1, main's write of i (line 8): Maybe, since only main has
//     touched i;
//   - the new thread's write: Yes (i is now shared), dependent with node
//     1, so thread 1 joins node 1's choices and the root is flagged;
//   - the replay from the root: main's write again, now Yes, and thread
//     1 added to the root's choices: a third execution runs thread 1's
//     write first.
//
// In the paper the replayed write (node 3) gets a choice generator of its
// own whose two children are the two orders; in gojpf the root's choice
// point is the same state (nothing runs between Thread.start's return and
// the write), so the two orders are children of the root.
func TestDporGraphExample(t *testing.T) {
	classes := vmtest.Compile(t, examples)
	res, e := run(t, classes, "DporGraphExample", "drb", false)
	if res.Verdict != search.VerdictOK || res.Stats.Executions != 3 || res.Stats.Refilled != 1 {
		t.Fatalf("verdict %s, %d executions, %d replays; want ok, 3, 1", res.Verdict, res.Stats.Executions, res.Stats.Refilled)
	}
	roots := e.Roots()
	if len(roots) != 1 {
		t.Fatalf("%d graphs, want 1", len(roots))
	}
	root := roots[0]
	if root.ID != 0 || root.Type != dporengine.Replay || root.Thread != 0 {
		t.Fatalf("root = %d %s thread %d, want 0 Replay thread 0", root.ID, root.Type, root.Thread)
	}
	writes := find(roots, func(n *dporengine.Node) bool {
		return n.Source == "DporGraphExample.java" && strings.HasPrefix(n.Insn, "putstatic")
	})
	var got []string
	for _, n := range writes {
		got = append(got, fmt.Sprintf("%d %s t%d line %d parent %d choices %v", n.ID, n.Type, n.Thread, n.Line, n.Parent.ID, n.Choices()))
	}
	// The first execution: node 1 (main, Maybe), then thread 1's write;
	// the replay: main's write (Yes), then thread 1's; the third
	// execution: thread 1's write first, then main's.
	if len(writes) != 6 {
		t.Fatalf("writes of i:\n%s", strings.Join(got, "\n"))
	}
	want := []struct {
		typ    dporengine.Mark
		thread int
		line   int
	}{
		{dporengine.Maybe, 0, 8}, {dporengine.Yes, 1, 12},
		{dporengine.Yes, 0, 8}, {dporengine.Yes, 1, 12},
		{dporengine.Yes, 1, 12}, {dporengine.Yes, 0, 8},
	}
	for i, w := range want {
		n := writes[i]
		if n.Type != w.typ || n.Thread != w.thread || n.Line != w.line {
			t.Errorf("write %d = %s, want %s t%d line %d\n%s", i, got[i], w.typ, w.thread, w.line, strings.Join(got, "\n"))
		}
	}
	if writes[0].ID != 1 || writes[0].Parent != root {
		t.Errorf("main's first write is not node 1 below the root:\n%s", strings.Join(got, "\n"))
	}
	if c := writes[0].Choices(); !slices.Equal(c, []int{0, 1}) {
		t.Errorf("node 1's choices = %v, want [0 1] (thread 1 added by the race)", c)
	}
	// The replayed write and the reversed order hang below the root.
	for _, i := range []int{2, 4} {
		if writes[i].Parent != root {
			t.Errorf("write %d is not a child of the root:\n%s", i, strings.Join(got, "\n"))
		}
	}
	if c := root.Choices(); !slices.Equal(c, []int{0, 1}) {
		t.Errorf("root's choices = %v, want [0 1]", c)
	}
	var dot strings.Builder
	dporengine.WriteDot(&dot, roots)
	for _, s := range []string{"n0 [label=\"0 Replay", "n1 [label=\"1 Maybe\\nthread 0 main\\nputstatic DporGraphExample.i\\nDporGraphExample.java:8", "n0 -> n1;"} {
		if !strings.Contains(dot.String(), s) {
			t.Errorf("DOT lacks %q", s)
		}
	}
}

// TestExamples runs the paper's Table 1 programs (written anew) under both
// analyses, with Algorithm 1's walk and with the analyses' index (both
// must build the same graphs), and with sleep sets; the outcomes must be
// --por=none's. It logs gojpf's Table 1 (go test -v -run TestExamples
// ./dporengine).
func TestExamples(t *testing.T) {
	var table, sleepTable []string
	classes := vmtest.Compile(t, examples)
	none, err := scheduler.Lookup("none")
	if err != nil {
		t.Fatal(err)
	}
	for _, class := range []string{"DporGraphExample", "MoreSimple", "LessSimple", "MaybeExample", "DporEngineExample"} {
		t.Run(class, func(t *testing.T) {
			sched, _ := none.New(scheduler.Options{})
			base := search.Run(vmtest.StartCompiled(t, classes, class), search.Config{Scheduler: sched, StateMatching: true, Outcomes: true})
			if base.Err != nil {
				t.Fatal(base.Err)
			}
			row := fmt.Sprintf("| %s | %d states, %d ms |", class, base.Stats.NewStates, base.Stats.Elapsed.Milliseconds())
			sleepRow := fmt.Sprintf("| %s |", class)
			for _, analysis := range []string{"drb", "ea"} {
				res, e := runWith(t, classes, class, analysis, dporengine.Config{SleepSets: true})
				d := outcomeDiff(base, res)
				if d != "" {
					t.Errorf("%s with sleep sets: %s", analysis, d)
				}
				sleepRow += fmt.Sprintf(" %d | %d | %d | %s |", res.Stats.Elapsed.Milliseconds(), graphs(e.Report()), res.Stats.Executions, yesNo(d == ""))
				var stats []string
				for _, walk := range []bool{false, true} {
					if walk && class == "DporEngineExample" {
						continue // the walk is slow there; the others cover it
					}
					res, e := run(t, classes, class, analysis, walk)
					d := outcomeDiff(base, res)
					if d != "" {
						t.Errorf("%s (walk %v): %s", analysis, walk, d)
					}
					r := e.Report()
					stats = append(stats, fmt.Sprintf("states %d executions %d %v", res.Stats.NewStates, res.Stats.Executions, r.Stats))
					if !walk {
						all := "yes"
						if d != "" {
							all = "NO"
						}
						row += fmt.Sprintf(" %d | %d | %d | %s |", res.Stats.Elapsed.Milliseconds(), graphs(r), res.Stats.Executions, all)
					}
				}
				if len(stats) < 2 {
					continue
				}
				if stats[0] != stats[1] {
					t.Errorf("%s: the index and the walk differ:\n  index %s\n  walk  %s", analysis, stats[0], stats[1])
				}
				t.Logf("%s: %s", analysis, stats[0])
			}
			table = append(table, row)
			sleepTable = append(sleepTable, sleepRow)
		})
	}
	t.Logf("gojpf's Table 1:\n| program | --por=none | DRB ms | DRB graphs | DRB executions | DRB all behaviour | EA ms | EA graphs | EA executions | EA all behaviour |\n|---|---|---|---|---|---|---|---|---|---|\n%s", strings.Join(table, "\n"))
	t.Logf("with sleep sets:\n| program | DRB ms | DRB graphs | DRB executions | DRB all behaviour | EA ms | EA graphs | EA executions | EA all behaviour |\n|---|---|---|---|---|---|---|---|---|\n%s", strings.Join(sleepTable, "\n"))
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "NO"
}

func graphs(r scheduler.Report) int64 {
	for _, s := range r.Stats {
		if s.Name == "dpor_graphs" {
			return s.Value
		}
	}
	return -1
}

func outcomeDiff(want, got *search.Result) string {
	key := func(r *search.Result) string {
		var s []string
		for _, o := range r.Outcomes {
			s = append(s, fmt.Sprintf("%q/%d", o.Stdout, o.ExitStatus))
		}
		return r.Verdict + " " + strings.Join(s, " ")
	}
	if key(want) != key(got) {
		return fmt.Sprintf("got %s, --por=none %s", key(got), key(want))
	}
	return ""
}

// TestCustomAnalysis checks Algorithm 2 with an analysis of the test's own,
// as a user would write one: program fields are Maybe until the first
// thread ends, so that the order of MaybeExample's accesses is found
// through a replay.
func TestCustomAnalysis(t *testing.T) {
	classes := vmtest.Compile(t, examples)
	a, err := dporengine.NewAnalysis("drb", dporengine.AnalysisConfig{})
	if err != nil {
		t.Fatal(err)
	}
	m := &onceMaybe{Analysis: a}
	e := dporengine.New(dporengine.Config{Analysis: m, KeepGraph: true})
	res := search.Run(vmtest.StartCompiled(t, classes, "MaybeExample"), search.Config{Scheduler: e, Outcomes: true})
	if res.Err != nil || len(res.Outcomes) != 2 {
		t.Fatalf("err %v, outcomes %v; want both outcomes", res.Err, res.Outcomes)
	}
	if res.Stats.Refilled == 0 {
		t.Errorf("no replay")
	}
}

// onceMaybe wraps an analysis: its Yes answers on program fields become
// Maybe until the first thread ends.
type onceMaybe struct {
	dporengine.Analysis
	ended bool
}

func (o *onceMaybe) Mark(vm *jvm.VM, p *jvm.Point) dporengine.Mark {
	m := o.Analysis.Mark(vm, p)
	if p.Kind == jvm.PointTerminate {
		o.ended = true
	}
	if m == dporengine.Yes && !o.ended && p.Field != nil && !p.Field.Class().FromJDK() {
		return dporengine.Maybe
	}
	return m
}

func (o *onceMaybe) OnCreateNode(vm *jvm.VM, p *jvm.Point, n, parent *dporengine.Node) {
	o.Analysis.(dporengine.NodeCreator).OnCreateNode(vm, p, n, parent)
}

func (o *onceMaybe) ImmutableState() any { return o.Analysis.(dporengine.Resettable).ImmutableState() }
func (o *onceMaybe) ResetState(s any)    { o.Analysis.(dporengine.Resettable).ResetState(s) }

// TestKnownCounts: two idle threads started and joined, and three threads
// writing distinct variables, are one execution with or without sleep
// sets (thread start, end and join are no choices over all threads: a
// choice the VM makes where a thread blocked or ended offers one thread,
// and races add the others). With sleep sets, three writing one variable
// are the 3!
// orders of the writes (EA). DRB finds the first write Maybe (one thread
// has touched x), so it explores what the later writes (Yes) allow before
// the replay from the root explores the orders again: 8 executions, 2 of
// them repeating an order, the paper's "redundant execution" of
// MaybeExample.
func TestKnownCounts(t *testing.T) {
	for _, tc := range []struct {
		prog, analysis string
		sleep          bool
		want           int64
	}{
		{"idle", "ea", false, 1},
		{"idle", "drb", false, 1},
		{"distinct", "ea", false, 1},
		{"distinct", "drb", false, 1},
		{"distinct", "ea", true, 1},
		{"samevar", "ea", true, 6},
		{"distinct", "drb", true, 1},
		{"samevar", "drb", true, 8},
	} {
		classes := vmtest.Compile(t, "../scheduler/testdata/"+tc.prog)
		res, _ := runWith(t, classes, "Main", tc.analysis, dporengine.Config{SleepSets: tc.sleep})
		if res.Verdict != search.VerdictOK || res.Stats.Executions != tc.want {
			t.Errorf("%s under %s (sleep sets %v): verdict %s, %d executions; want ok, %d", tc.prog, tc.analysis, tc.sleep, res.Verdict, res.Stats.Executions, tc.want)
		}
	}
}

// TestMoreSimpleCounts: MoreSimple's two writes of one static are two
// Mazurkiewicz traces. With sleep sets, EA and clockvector (stateless)
// explore exactly those two; DRB one more, the replay of the Maybe write
// (paper 000 Table 1's redundant execution). Without sleep sets (Table 2
// and Algorithms 1 and 2 exactly) each repeats one order once more: the
// race that puts the second writer first is found again at the choice
// before its own write.
func TestMoreSimpleCounts(t *testing.T) {
	classes := vmtest.Compile(t, examples)
	for _, tc := range []struct {
		analysis string
		sleep    bool
		want     int64
	}{
		{"ea", true, 2}, {"drb", true, 3}, {"ea", false, 3}, {"drb", false, 4},
	} {
		res, _ := runWith(t, classes, "MoreSimple", tc.analysis, dporengine.Config{SleepSets: tc.sleep})
		if res.Verdict != search.VerdictOK || res.Stats.Executions != tc.want || len(res.Outcomes) != 2 {
			t.Errorf("MoreSimple under %s (sleep sets %v): verdict %s, %d executions, %d outcomes; want ok, %d, 2", tc.analysis, tc.sleep, res.Verdict, res.Stats.Executions, len(res.Outcomes), tc.want)
		}
	}
	cv, err := scheduler.Lookup("clockvector")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		noSleep bool
		want    int64
	}{{false, 2}, {true, 3}} {
		sched, err := cv.New(scheduler.Options{NoSleepSets: tc.noSleep})
		if err != nil {
			t.Fatal(err)
		}
		res := search.Run(vmtest.StartCompiled(t, classes, "MoreSimple"), search.Config{Scheduler: sched, Outcomes: true})
		if res.Err != nil || res.Verdict != search.VerdictOK || res.Stats.Executions != tc.want || len(res.Outcomes) != 2 {
			t.Errorf("MoreSimple under clockvector, stateless (no sleep sets %v): %v, verdict %s, %d executions, %d outcomes; want ok, %d, 2", tc.noSleep, res.Err, res.Verdict, res.Stats.Executions, len(res.Outcomes), tc.want)
		}
	}
}
