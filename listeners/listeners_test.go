package listeners_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/gojpf/gojpf/dporengine" // registers --por=dporengine
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// lostUpdate: two threads increment a counter; main prints it.
const lostUpdate = "../search/testdata/lostupdate"

func run(t *testing.T, names []string, opts map[string]string, extra ...listeners.Listener) (*search.Result, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	set, err := listeners.New(names, listeners.Config{Out: &out, Err: &errb, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range extra {
		set.Add(l)
	}
	st, _ := scheduler.Lookup("jpf")
	sched, err := st.New(scheduler.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res := search.Run(vmtest.Start(t, lostUpdate), search.Config{Scheduler: sched, StateMatching: true, Outcomes: true, Listeners: set})
	return res, out.String(), errb.String()
}

func TestBuiltins(t *testing.T) {
	dot := filepath.Join(t.TempDir(), "ss.dot")
	tests := []struct {
		name     string
		opts     map[string]string
		verdict  string
		has      []string
		lacks    []string
		errHas   []string
		dotCheck bool
	}{
		{name: "trace", verdict: "ok", has: []string{"state 0 (new)\n", "-> ThreadChoiceFromSet {id:\"START\",1/2,threads:[0,1]}", "end state", "backtrack to state", "state visited before"}},
		{name: "insns", verdict: "ok", has: []string{"[0] Main.main:4 0 new", "[1] Main.lambda$main$0:4 0 getstatic"}, lacks: []string{"java.lang."}},
		{name: "coverage", verdict: "ok", has: []string{"Main: 3 methods, 8 lines", "  lambda$main$0()V lines 4\n", "  main([Ljava/lang/String;)V lines 4,5,6,7,8,9\n"}},
		{name: "budget", opts: map[string]string{"budget.max_states": "20"}, verdict: "incomplete"},
		{name: "progress", opts: map[string]string{"progress.interval_ms": "0"}, verdict: "ok", errHas: []string{"states ", " new, ", "executions "}},
		{name: "statespace", opts: map[string]string{"statespace.file": dot}, verdict: "ok", dotCheck: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, out, errs := run(t, []string{tc.name}, tc.opts)
			if res.Verdict != tc.verdict {
				t.Fatalf("verdict %s (%v), want %s", res.Verdict, res.Err, tc.verdict)
			}
			for _, h := range tc.has {
				if !strings.Contains(out, h) {
					t.Errorf("output lacks %q:\n%.3000s", h, out)
				}
			}
			for _, h := range tc.lacks {
				if strings.Contains(out, h) {
					t.Errorf("output has %q", h)
				}
			}
			for _, h := range tc.errHas {
				if !strings.Contains(errs, h) {
					t.Errorf("stderr lacks %q:\n%s", h, errs)
				}
			}
			if tc.name == "budget" && (res.Err == nil || !strings.Contains(res.Err.Error(), "budget of 20 new states spent") || res.Stats.NewStates != 20) {
				t.Errorf("budget: %v after %d states", res.Err, res.Stats.NewStates)
			}
			if tc.dotCheck {
				data, err := os.ReadFile(dot)
				if err != nil {
					t.Fatal(err)
				}
				g := string(data)
				if !strings.HasPrefix(g, "digraph statespace {") || int64(strings.Count(g, "[label=\"end\"")) != res.Stats.EndStates ||
					int64(strings.Count(g, "\n  s")) < res.Stats.NewStates {
					t.Errorf("DOT with %d end states and %d new states:\n%.2000s", res.Stats.EndStates, res.Stats.NewStates, g)
				}
				if edges := int64(strings.Count(g, " -> ")); edges != res.Stats.NewStates+res.Stats.VisitedStates+res.Stats.EndStates {
					t.Errorf("%d edges, want one per new, visited and end state (%d)", edges, res.Stats.NewStates+res.Stats.VisitedStates+res.Stats.EndStates)
				}
			}
		})
	}
}

// printWatcher is a listener with a property of its own: nothing may
// print while another thread is alive (as a test of ReportViolation).
type printWatcher struct {
	listeners.VMAdapter
	listeners.SearchAdapter
	s       *listeners.Search
	started int
}

func (p *printWatcher) SearchStarted(s *listeners.Search) { p.s = s }
func (p *printWatcher) ThreadStarted(vm *jvm.VM, t *jvm.Thread) {
	p.started++
	if p.started == 2 {
		p.s.ReportViolation("two-threads", "a second thread was started")
	}
}

func TestListenerViolationAndEvents(t *testing.T) {
	pw := &printWatcher{}
	res, _, _ := run(t, nil, nil, pw)
	if res.Verdict != search.VerdictViolation || len(res.Violations) != 1 {
		t.Fatalf("verdict %s, violations %v", res.Verdict, res.Violations)
	}
	v := res.Violations[0]
	if v.Property != "two-threads" || v.Message != "a second thread was started" || len(v.Trace) == 0 {
		t.Errorf("violation %+v", v)
	}
}

func TestRegistry(t *testing.T) {
	if _, err := listeners.New([]string{"trace,nosuch"}, listeners.Config{}); err == nil || !strings.Contains(err.Error(), `no listener "nosuch"`) {
		t.Errorf("unknown listener: %v", err)
	}
	if _, err := listeners.New([]string{"budget"}, listeners.Config{}); err == nil || !strings.Contains(err.Error(), "budget.max_states") {
		t.Errorf("budget without a budget: %v", err)
	}
	if _, err := listeners.New([]string{"budget"}, listeners.Config{Options: map[string]string{"budget.seconds": "x"}}); err == nil {
		t.Error("budget.seconds=x accepted")
	}
	names := map[string]bool{}
	for _, i := range listeners.All() {
		if i.Doc == "" || i.New == nil {
			t.Errorf("%s: no doc or constructor", i.Name)
		}
		names[i.Name] = true
	}
	for _, n := range []string{"trace", "insns", "budget", "progress", "coverage", "statespace", "tracestorer", "choiceselector", "choicetracker", "nulltracker", "objecttracker"} {
		if !names[n] {
			t.Errorf("%s is not registered", n)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a duplicate registration did not panic")
		}
	}()
	listeners.Register(listeners.Info{Name: "trace"})
}

// TestRaceDetector: the happens-before race detector reports the races of
// listeners/testdata/race (main against a child, no join, as in jpf-core's
// Racer; instance and static fields; array elements) under every
// scheduler, naming both accesses, and none where the Java memory model
// orders the accesses (volatile, synchronized methods and blocks,
// wait/notify, start, join, isAlive, VarHandle release/acquire).
func TestRaceDetector(t *testing.T) {
	const dir = "testdata/race/"
	tests := []struct {
		prog string
		want string // "" for no race
	}{
		{lostUpdate, `race on Main.counter: thread "Thread-0" writes at Main.java:4 (Main.lambda$main$0), thread "Thread-1" reads at Main.java:5 (Main.lambda$main$1)`},
		{dir + "racer", `race on Main.d: thread "main" reads at Main.java:16 (Main.main), thread "Thread-0" writes at Main.java:8 (Main.run)`},
		{dir + "static_child", `race on Main.config: thread "main" writes at Main.java:8 (Main.main), thread "Thread-0" reads at Main.java:6 (Main.lambda$main$0)`},
		{dir + "array_elem", `race on [I[1]: thread "main" writes at Main.java:13 (Main.main), thread "Thread-0" writes at Main.java:9 (Main.lambda$main$0)`},
		{dir + "volatile_flag", ""},
		{dir + "sync_method", ""},
		{dir + "wait_notify", ""},
		{dir + "join_order", ""},
		{dir + "start_order", ""},
		{dir + "varhandle_release", ""},
		{dir + "event_post", ""},
		{dir + "event_race", `race on Main.data: thread "ui" reads at Main.java:15 (Main.lambda$main$1), thread "Thread-0" writes at Main.java:13 (Main.lambda$main$0)`},
		{"../javatests/conc/sync_block_counter", ""},
		{"../javatests/conc/volatile_handshake", ""},
	}
	for _, tc := range tests {
		for _, por := range []string{"jpf", "none", "clockvector", "dporengine"} {
			set, err := listeners.New([]string{"race"}, listeners.Config{})
			if err != nil {
				t.Fatal(err)
			}
			st, _ := scheduler.Lookup(por)
			sched, _ := st.New(scheduler.Options{})
			res := search.Run(vmtest.Start(t, tc.prog), search.Config{Scheduler: sched, StateMatching: st.StateMatching, Listeners: set})
			switch {
			case tc.want == "" && res.Verdict != search.VerdictOK:
				t.Errorf("%s under %s: verdict %s (%v), want ok", tc.prog, por, res.Verdict, res.Violations)
			case tc.want != "" && (res.Verdict != search.VerdictViolation || res.Violations[0].Property != "race" || res.Violations[0].Message != tc.want):
				t.Errorf("%s under %s: verdict %s, violations %+v; want %q", tc.prog, por, res.Verdict, res.Violations, tc.want)
			}
		}
	}
}

// Every built-in listener that embeds the adapters implements the whole
// interface (a type assertion, not the compiler, decides what a listener
// receives).
func TestAdaptersImplementTheInterfaces(t *testing.T) {
	var _ listeners.VMListener = listeners.VMAdapter{}
	var _ listeners.SearchListener = listeners.SearchAdapter{}
	for _, i := range listeners.All() {
		opts := map[string]string{"budget.max_states": "1", "range.vars": "1", "range.1.var": "Main.main(java.lang.String[]):x", "choice.use_trace": "listeners_test.go"}
		l, err := i.New(listeners.Config{Options: opts})
		if err != nil {
			t.Fatalf("%s: %v", i.Name, err)
		}
		_, vm := l.(listeners.VMListener)
		_, se := l.(listeners.SearchListener)
		if !vm && !se {
			t.Errorf("%s is neither a VM nor a search listener", i.Name)
		}
	}
}

// viewer reads the program's state through the read-only views: the
// static counter at every end state, and the frames of the thread that
// starts another.
type viewer struct {
	listeners.VMAdapter
	listeners.SearchAdapter
	ends    map[int32]bool
	starter string
}

func (v *viewer) StateAdvanced(s *listeners.Search) {
	if s.IsEndState {
		if c, ok := s.VM.StaticValue("Main", "counter"); ok {
			v.ends[int32(c)] = true
		}
	}
}

func (v *viewer) ThreadStarted(vm *jvm.VM, t *jvm.Thread) {
	for _, th := range vm.Threads() {
		if th.ID() == 0 && v.starter == "" {
			if fs := th.Frames(); len(fs) > 0 {
				f := fs[len(fs)-1] // outermost: main
				v.starter = fmt.Sprintf("%s.%s:%d", f.Method.Class().JavaName(), f.Method.Name(), f.Method.Line(f.PC))
			}
		}
	}
}

func TestViews(t *testing.T) {
	v := &viewer{ends: map[int32]bool{}}
	res, _, _ := run(t, nil, nil, v)
	if res.Verdict != search.VerdictOK || !v.ends[1] || !v.ends[2] || len(v.ends) != 2 {
		t.Errorf("end-state counters %v (verdict %s), want 1 and 2", v.ends, res.Verdict)
	}
	if v.starter != "Main.main:6" {
		t.Errorf("main's frame when starting a thread: %q, want Main.main:6", v.starter)
	}
}

// TestDeadlockAnalysis: on a lock-order deadlock the deadlock listener
// (JPF's DeadlockAnalyzer) prints each thread's lock operations on the
// objects the threads wait for, at the program's lines.
func TestDeadlockAnalysis(t *testing.T) {
	for _, format := range []string{"", "all"} {
		var out bytes.Buffer
		opts := map[string]string{}
		if format != "" {
			opts["deadlock.format"] = format
		}
		set, err := listeners.New([]string{"gov.nasa.jpf.listener.DeadlockAnalyzer"}, listeners.Config{Out: &out, Err: &out, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		st, _ := scheduler.Lookup("jpf")
		sched, _ := st.New(scheduler.Options{})
		res := search.Run(vmtest.Start(t, "../javatests/conc/lock_order_deadlock"), search.Config{Scheduler: sched, StateMatching: true, Listeners: set})
		if res.Verdict != search.VerdictViolation || res.Violations[0].Property != "deadlock" {
			t.Fatalf("verdict %s %v, want a deadlock", res.Verdict, res.Violations)
		}
		for _, h := range []string{"====== deadlock analysis", `thread "Thread-0" (blocked on java.lang.Object@`, `thread "Thread-1" (blocked on java.lang.Object@`, "lock    java.lang.Object@", "at Main.java:9 (Main.lambda$main$0)", "at Main.java:16 (Main.lambda$main$1)"} {
			if !strings.Contains(out.String(), h) {
				t.Errorf("format %q: output lacks %q\n%s", format, h, out.String())
			}
		}
	}
	if _, err := listeners.New([]string{"deadlock"}, listeners.Config{Options: map[string]string{"deadlock.format": "short"}}); err == nil {
		t.Error("deadlock.format=short accepted")
	}
}
