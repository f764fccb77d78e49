package javatests

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
)

// The programs under events/ are event-driven (docs/events.md): loopers
// that run posted Runnables from FIFO queues (gojpf.events), and threads
// that post to them. Each states in events/<name>/expect.json what the
// model checker must find, in conc/'s format (concExpect).
// TestEventsOracle runs each under the real JVM (the guest library's
// Java bodies); TestEvents checks --por=none against the expectation and
// the reductions against --por=none; TestEventPoints checks what the
// schedulers are told.

// eventsRoot is the directory of the event-driven programs.
const eventsRoot = "events"

// eventsPrograms reads the programs under events/ and their expectations.
func eventsPrograms(t *testing.T) []concProgram {
	t.Helper()
	return programsUnder(t, eventsRoot)
}

// TestEventsExpectations checks every events/*/expect.json without
// running anything.
func TestEventsExpectations(t *testing.T) {
	if ps := eventsPrograms(t); len(ps) < 7 {
		t.Errorf("%d programs under %s, want at least 7", len(ps), eventsRoot)
	}
}

// TestEventsOracle runs every program under events/ once with the real
// JVM, on the guest library's Java bodies of gojpf.events: it must end
// with one of its outcomes (an "ok" program).
func TestEventsOracle(t *testing.T) {
	ps := eventsPrograms(t)
	j := defaultJDK(t)
	for _, p := range ps {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, p)
			lib, _ := guestlibDir()
			jr, timedOut, err := runConcJava(j, classes+string(os.PathListSeparator)+lib, concOracleTimeout)
			if err != nil {
				t.Fatal(err)
			}
			for _, problem := range concOracleProblems(p.expect, jr, timedOut, concOracleTimeout) {
				t.Error(problem)
			}
		})
	}
}

// eventsStatelessMaxStates bounds the unreduced searches without state
// matching (none, jpf), which cannot exhaust programs of four or five
// threads: stopped at the bound, they must find nothing none does not.
const eventsStatelessMaxStates = 2_000

// eventsJavaBodiesTooBig lists the programs whose search with the
// classes' Java bodies (--model-threads=false: the queue is a list under
// a monitor, interleaved as program code) is too big for the default
// test; GOJPF_LONG=1 runs the others too.
var eventsJavaBodiesTooBig = map[string]string{
	"pipeline": "over 1,000,000 states under jpf: five threads and three queues as monitors",
}

// eventsExecutorPrefix names the programs written with
// Executors.newSingleThreadExecutor, which gojpf models as an event loop
// (jvm/executors.go). With --model-threads=false the JDK's own
// ThreadPoolExecutor runs instead: the differential check of the model,
// bounded at eventsJDKExecutorMaxStates (the JDK's worker loop and
// LinkedBlockingQueue, interleaved, exceed 300,000 states on each), where
// it must find nothing the model does not.
const (
	eventsExecutorPrefix       = "executor_"
	eventsJDKExecutorMaxStates = 20_000
)

// eventsJavaBodiesLong lists the programs whose search with the Java
// bodies takes seconds: only in the full matrix.
var eventsJavaBodiesLong = map[string]bool{
	"activity_lifecycle": true, // 91 k states under jpf
	"fig3_reorder_posts": true, // 77 k states under jpf
}

// TestEvents runs every program under events/ with --por=none (state
// matching on) and checks it against expect.json; then jpf and
// clockvector with state matching, and clockvector without, must give
// the same verdict, violations and outcomes (and, with state matching,
// jpf no more states); none and jpf without state matching, bounded,
// must find nothing none does not (and the same, where they finish).
// Last, the classes' Java bodies (--model-threads=false, under jpf) must
// give the same results as the model: the differential check of the
// event queue's model (for the executor programs, the JDK's executor,
// bounded, must find nothing the model does not).
func TestEvents(t *testing.T) {
	ps := eventsPrograms(t)
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	for _, p := range ps {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, p)
			base := runConc(t, "none", jdkFlags, p, classes, true)
			if problems := concResultProblems(p.expect, base); len(problems) > 0 {
				t.Fatalf("--por=none:\n%s", strings.Join(problems, "\n"))
			}
			replayProblem(t, "none", base, classes)
			for _, red := range []struct {
				label     string
				flags     []string
				stateless bool
				bounded   bool
				states    bool
			}{
				{label: "jpf", flags: []string{"--por=jpf"}, states: true},
				{label: "clockvector", flags: []string{"--por=clockvector"}, states: base.report.Verdict == "ok"},
				{label: "clockvector/stateless", flags: []string{"--por=clockvector", "--state-matching=false"}, stateless: true},
				{label: "emdpor", flags: []string{"--por=emdpor"}, stateless: true},
				{label: "none/stateless", flags: []string{"--por=none", "--state-matching=false", fmt.Sprintf("--max-states=%d", eventsStatelessMaxStates)}, stateless: true, bounded: true},
				{label: "jpf/stateless", flags: []string{"--por=jpf", "--state-matching=false", fmt.Sprintf("--max-states=%d", eventsStatelessMaxStates)}, stateless: true, bounded: true},
			} {
				r := runConcFlags(t, red.label, jdkFlags, p, classes, red.flags)
				if r.broken != "" || r.report == nil {
					t.Errorf("%s: %s", red.label, r.broken)
					continue
				}
				if red.bounded && r.report.Verdict == "incomplete" {
					for _, pr := range partialProblems(*base.report, *r.report) {
						t.Errorf("%s (incomplete at %d states) disagrees with none: %s", red.label, eventsStatelessMaxStates, pr)
					}
					continue
				}
				for _, pr := range reductionProblems(*base.report, *r.report, red.states && !red.stateless) {
					t.Errorf("%s disagrees with none: %s", red.label, pr)
				}
				replayProblem(t, red.label, r, classes)
			}
			if why := eventsJavaBodiesTooBig[p.name]; why != "" {
				t.Logf("the Java bodies are not searched: %s", why)
				return
			}
			if eventsJavaBodiesLong[p.name] && !longRun() {
				t.Logf("the Java bodies are searched only with GOJPF_LONG=1")
				return
			}
			if strings.HasPrefix(p.name, eventsExecutorPrefix) {
				// The JDK's ThreadPoolExecutor, interleaved: bounded,
				// it must reach nothing the model does not.
				r := runConcFlags(t, "jdk executor", jdkFlags, p, classes, []string{"--por=jpf", "--model-threads=false", fmt.Sprintf("--max-states=%d", eventsJDKExecutorMaxStates)})
				if r.broken != "" || r.report == nil {
					t.Fatalf("--model-threads=false: %s", r.broken)
				}
				for _, pr := range partialProblems(*base.report, *r.report) {
					t.Errorf("the JDK's executor (--model-threads=false --por=jpf, bounded) disagrees with the model under none: %s", pr)
				}
				return
			}
			r := runConcFlags(t, "java bodies", jdkFlags, p, classes, []string{"--por=jpf", "--model-threads=false", "--max-states=300000"})
			if r.broken != "" || r.report == nil {
				t.Fatalf("--model-threads=false: %s", r.broken)
			}
			for _, pr := range reductionProblems(*base.report, *r.report, false) {
				t.Errorf("the Java bodies (--model-threads=false --por=jpf) disagree with the model under none: %s", pr)
			}
		})
	}
}

// pointLog is a scheduler that breaks wherever none does and checks, on
// the current path, the contract of the event points (jvm.PointPost,
// PointTaskBegin, PointTaskEnd) that the schedulers rely on.
type pointLog struct {
	t *testing.T
	// internals: check that the queue's internals reach no scheduler
	// (with the model on; the Java bodies are program code).
	internals bool
	// path: the events' SGOIDs posted (and accepted or not), begun and
	// ended on the current path, in order; restored on backtracking.
	path []pointRecord
	// seen counts the points of each kind told over the whole search.
	seen map[jvm.PointKind]int
	// breaks counts event points where the scheduler could break.
	breaks map[jvm.PointKind]int
	// problems found (reported once each).
	problems map[string]bool
	// quits counts the quit events' task ends (vm.IsQuitEvent).
	quits int
}

type pointRecord struct {
	kind   jvm.PointKind
	event  jvm.SGOID
	thread int
	// dropped: a post to a quitting queue (vm.QueuedEvents).
	dropped bool
}

func newPointLog(t *testing.T, internals bool) *pointLog {
	return &pointLog{t: t, internals: internals, seen: map[jvm.PointKind]int{}, breaks: map[jvm.PointKind]int{}, problems: map[string]bool{}}
}

func (l *pointLog) problem(format string, a ...any) {
	if s := fmt.Sprintf(format, a...); !l.problems[s] {
		l.problems[s] = true
		l.t.Error(s)
	}
}

// className is the class of the object r names, as vm.ObjectName has it.
func className(vm *jvm.VM, r jvm.Ref) string {
	name, _, _ := strings.Cut(vm.ObjectName(r), "@")
	return name
}

func (l *pointLog) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	var cg choicegen.CG
	if p.CanBreak {
		cg = vm.AllEnabled(p)
	}
	switch p.Kind {
	case jvm.PointPost, jvm.PointTaskBegin, jvm.PointTaskEnd:
		if p.CanBreak {
			l.breaks[p.Kind]++
		}
		if cg != nil {
			return cg // told again when the thread is resumed here
		}
		l.event(vm, p)
		return nil
	case jvm.PointLock, jvm.PointRelease, jvm.PointWait, jvm.PointNotify:
		if c := className(vm, p.Object); l.internals && strings.HasPrefix(c, "gojpf.events.") {
			l.problem("%v on %s by %q: the queue's monitor reaches the scheduler", p.Kind, vm.ObjectName(p.Object), p.Thread.Name())
		}
	}
	if f := p.Field; l.internals && f != nil && strings.HasPrefix(f.Class().JavaName(), "gojpf.events.") {
		l.problem("%v of %s.%s by %q: the queue's accesses reach the scheduler", p.Kind, f.Class().JavaName(), f.Name(), p.Thread.Name())
	}
	return cg
}

// event checks one event point against the path so far and records it.
func (l *pointLog) event(vm *jvm.VM, p *jvm.Point) {
	l.seen[p.Kind]++
	if p.Object == 0 || className(vm, p.Object) != "gojpf.events.Looper" {
		l.problem("%v: Object %v is not a Looper", p.Kind, p.Object)
		return
	}
	if p.Event == 0 || className(vm, p.Event) != "gojpf.events.Message" {
		l.problem("%v: Event %v is not a Message", p.Kind, p.Event)
		return
	}
	ev := vm.SGOID(p.Event)
	rec := pointRecord{kind: p.Kind, event: ev, thread: p.Thread.ID()}
	find := func(kind jvm.PointKind) (pointRecord, bool) {
		for i := len(l.path) - 1; i >= 0; i-- {
			if r := l.path[i]; r.kind == kind && r.event == ev {
				return r, true
			}
		}
		return pointRecord{}, false
	}
	queued, quitting := vm.QueuedEvents(p.Object)
	switch p.Kind {
	case jvm.PointPost:
		if _, again := find(jvm.PointPost); again {
			l.problem("PointPost: event %x posted twice on one path (Event must be a new object per post)", ev)
		}
		if slices.Contains(queued, p.Event) {
			l.problem("PointPost: event %x already queued (told after the post took effect?)", ev)
		}
		rec.dropped = quitting
	case jvm.PointTaskBegin:
		if len(queued) == 0 || queued[0] != p.Event {
			l.problem("PointTaskBegin: event %x is not at the front of its queue (told after the dequeue?)", ev)
		}
		if post, _ := find(jvm.PointPost); post.dropped {
			l.problem("PointTaskBegin of event %x, whose post was dropped", ev)
		}
		if looper := vm.ThreadOf(p.Object); looper != p.Thread {
			l.problem("PointTaskBegin on thread %q, not the looper's", p.Thread.Name())
		}
		if _, posted := find(jvm.PointPost); !posted {
			// (These programs start a thread before they post: a post
			// while main is alone would not be told.)
			l.problem("PointTaskBegin of an event no PointPost named")
		}
		if _, again := find(jvm.PointTaskBegin); again {
			l.problem("PointTaskBegin: event %x begun twice", ev)
		}
	case jvm.PointTaskEnd:
		var last *pointRecord
		for i := len(l.path) - 1; i >= 0; i-- {
			if r := l.path[i]; r.thread == p.Thread.ID() && (r.kind == jvm.PointTaskBegin || r.kind == jvm.PointTaskEnd) {
				last = &l.path[i]
				break
			}
		}
		if last == nil || last.kind != jvm.PointTaskBegin || last.event != ev {
			l.problem("PointTaskEnd of event %x does not end the task the looper began last", ev)
		}
		if vm.IsQuitEvent(p.Event) {
			l.quits++
		}
	}
	l.path = append(l.path, rec)
}

func (l *pointLog) SaveState(choicegen.CG) any { return len(l.path) }
func (l *pointLog) RestoreState(s any)         { l.path = l.path[:s.(int)] }

// startEventsVM starts a VM on Main of classes, with the event model on
// or off (NoModelThreads).
func startEventsVM(t *testing.T, classes string, noModel bool) (*jvm.VM, *bytes.Buffer) {
	t.Helper()
	return vmtest.StartOptions(t, classes, "Main", func(o *jvm.Options) { o.NoModelThreads = noModel })
}

// TestEventPoints searches some of the programs under events/ with a
// scheduler that checks what it is told: posts and task begins are
// scheduling points, a task's begin names an event a post named (the
// same Message), its end follows its begin on the looper thread, and
// none of the queue's internals (its fields, monitors, wait and notify)
// reach the scheduler. With --model-threads=false (the Java bodies) no
// event point is told.
func TestEventPoints(t *testing.T) {
	ps := eventsPrograms(t)
	byName := map[string]concProgram{}
	for _, p := range ps {
		byName[p.name] = p
	}
	for _, c := range []struct {
		name string
		// beginBreaks: some task begins where another thread can
		// run (in delayed_timeout the looper takes each event right
		// after a choice, or alone).
		beginBreaks bool
	}{
		{"fig1_independent_handlers", true},
		{"delayed_timeout", false},
		{"activity_lifecycle", true},
		{"ping_pong", true},
	} {
		name := c.name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, byName[name])
			vm, _ := startEventsVM(t, classes, false)
			l := newPointLog(t, true)
			res := search.Run(vm, search.Config{Scheduler: l, StateMatching: true})
			if res.Err != nil || res.Verdict != "ok" {
				t.Fatalf("verdict %s: %v", res.Verdict, res.Err)
			}
			for _, k := range []jvm.PointKind{jvm.PointPost, jvm.PointTaskBegin, jvm.PointTaskEnd} {
				if l.seen[k] == 0 {
					t.Errorf("no point of kind %v told", k)
				}
			}
			if l.quits == 0 {
				t.Errorf("no quit event's task ended (vm.IsQuitEvent)")
			}
			if l.breaks[jvm.PointPost] == 0 {
				t.Errorf("no PointPost where the scheduler could break")
			}
			if c.beginBreaks && l.breaks[jvm.PointTaskBegin] == 0 {
				t.Errorf("no PointTaskBegin where the scheduler could break")
			}
			if l.breaks[jvm.PointTaskEnd] != 0 {
				t.Errorf("PointTaskEnd asked with CanBreak")
			}

			vm, _ = startEventsVM(t, classes, true)
			off := newPointLog(t, false)
			if res := search.Run(vm, search.Config{Scheduler: off, StateMatching: true, MaxStates: 20_000}); res.Err != nil && res.Verdict != "incomplete" {
				t.Fatalf("--model-threads=false: verdict %s: %v", res.Verdict, res.Err)
			}
			if n := off.seen[jvm.PointPost] + off.seen[jvm.PointTaskBegin] + off.seen[jvm.PointTaskEnd]; n != 0 {
				t.Errorf("with the Java bodies, %d event points told", n)
			}
		})
	}
}

// TestEMDPORCounts asserts the executions of paper 001's EM-DPOR
// (--por=emdpor) and of its baseline, the same DPOR with the queue as one
// shared object (clockvector without state matching and without sleep
// sets, which emdpor does not use either), on the event-driven programs:
// the table in docs/schedulers.md. paper_fig2 is the paper's Fig. 1/2
// with only its dependences: one trace under EM-DPOR, as the paper says.
// The baseline of pipeline (212,015 executions, about a minute) is not
// run.
func TestEMDPORCounts(t *testing.T) {
	want := map[string][2]int64{ // program: emdpor, baseline (-1: not run)
		"paper_fig2":                {1, 53},
		"fig1_independent_handlers": {6, 16},
		"fig3_reorder_posts":        {22, 307},
		"activity_lifecycle":        {29, 498},
		"delayed_timeout":           {3, 14},
		"handler_race":              {2, 2},
		"ping_pong":                 {1, 5},
		"pipeline":                  {7, -1},
		"executor_pipeline":         {51, 1472},
		"executor_submit_get":       {9, 64},
		"executor_shutdown_await":   {36, 1264},
		"executor_poster_race":      {27, 3204},
		"executor_task_throws":      {84, 5909},
		"executor_shutdown_now":     {41, 116},
	}
	jdkFlags := gojpfJDKFlags(defaultJDK(t))
	for _, p := range eventsPrograms(t) {
		w, ok := want[p.name]
		if !ok {
			t.Errorf("%s: no expected counts", p.name)
			continue
		}
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, p)
			for i, flags := range [][]string{
				{"--por=emdpor"},
				{"--por=clockvector", "--state-matching=false", "--sleep-sets=false"},
			} {
				if w[i] < 0 {
					continue
				}
				r := runConcFlags(t, flags[0], jdkFlags, p, classes, flags)
				if r.broken != "" || r.report == nil {
					t.Fatalf("%v: %s", flags, r.broken)
				}
				if got := r.report.Stats.Executions; got == nil || *got != w[i] {
					t.Errorf("%v: %v executions, want %d", flags, got, w[i])
				}
			}
		})
	}
}
