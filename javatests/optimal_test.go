package javatests

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/listeners"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// TestODPOROptimal is the optimality property of odpor and odpor-ob on
// generated programs (optimalProgram: threads reading and writing
// static fields): the number of executions odpor
// explores equals the number of Mazurkiewicz traces, and odpor-ob's the
// number of classes of executions whose reads see the same writes, both
// counted independently: every interleaving of the program's steps is
// enumerated without state matching (programSteps), and each complete
// execution is reduced to a canonical key of its happens-before relation
// (traceKey, observerKey). The program's own steps are keyed (the JDK's
// are the same in every execution of these programs). odpor-cs and
// odpor-cs-ob at most one execution per trace and dpor-cs at most every
// interleaving, all three printing every output the enumeration
// printed (their soundness). 24 programs, of
// which at least 20 small enough to enumerate; GOJPF_LONG=1: 212, at
// least 200. GOJPF_REDUCTIONS=name,… checks only the schedulers named.
func TestODPOROptimal(t *testing.T) {
	n, atLeast := 24, 20
	if longRun() {
		n, atLeast = 212, 200
	}
	rng := rand.New(rand.NewPCG(20261125, 7))
	dir := t.TempDir()
	for i := range n {
		pkg := fmt.Sprintf("o%d", i)
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, pkg, "Main.java"), []byte(optimalProgram(rng, pkg)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	classes := javactest.Compile(t, dir, javac.Options{})
	var checked atomic.Int64
	t.Run("programs", func(t *testing.T) {
		testODPOROptimal(t, n, classes, dir, &checked)
	})
	if !t.Failed() && checked.Load() < int64(atLeast) {
		t.Errorf("%d programs checked, want at least %d (the others have too many interleavings to enumerate)", checked.Load(), atLeast)
	}
}

func testODPOROptimal(t *testing.T, n int, classes, dir string, checked *atomic.Int64) {
	for i := range n {
		main := fmt.Sprintf("o%d.Main", i)
		t.Run(main, func(t *testing.T) {
			t.Parallel()
			rec := &traceRecorder{traces: map[string]bool{}, observed: map[string]bool{}}
			set := &listeners.Set{}
			set.Add(rec)
			res := search.Run(vmtest.StartCompiled(t, classes, main), search.Config{Scheduler: programSteps{}, Listeners: set, MaxStates: 400_000})
			if res.Verdict == search.VerdictIncomplete {
				t.Skipf("too many interleavings to enumerate: %v", res.Err)
			}
			if res.Err != nil || res.Verdict != search.VerdictOK {
				t.Fatalf("enumeration: %v, verdict %s", res.Err, res.Verdict)
			}
			checked.Add(1)
			t.Logf("%d interleavings, %d traces, %d observer classes", res.Stats.Executions, len(rec.traces), len(rec.observed))
			for _, tc := range []struct {
				por  string
				want int
			}{{"odpor", len(rec.traces)}, {"odpor-ob", len(rec.observed)}} {
				if !reductionSelected(tc.por) {
					continue
				}
				st, _ := scheduler.Lookup(tc.por)
				sched, _ := st.New(scheduler.Options{})
				r := search.Run(vmtest.StartCompiled(t, classes, main), search.Config{Scheduler: sched})
				if r.Err != nil || r.Verdict != search.VerdictOK {
					t.Fatalf("%s: %v, verdict %s", tc.por, r.Err, r.Verdict)
				}
				if r.Stats.Executions != int64(tc.want) {
					t.Errorf("%s: %d executions, want %d (of %d interleavings)\n%s", tc.por, r.Stats.Executions, tc.want, res.Stats.Executions, readSource(t, filepath.Join(dir, strings.TrimSuffix(main, ".Main"), "Main.java")))
				}
			}
			// The context-sensitive reductions explore fewer, never
			// losing an outcome: at most one execution per trace (per
			// observer class), every output the enumeration printed.
			want := outcomeSet(res.Outcomes)
			for _, tc := range []struct {
				por string
				max int
			}{{"odpor-cs", len(rec.traces)}, {"odpor-cs-ob", len(rec.traces)}, {"dpor-cs", int(res.Stats.Executions)}, {"odpor-cs-inherit", len(rec.traces)}, {"odpor-cs-ob-inherit", len(rec.traces)}} {
				if !reductionSelected(tc.por) {
					continue
				}
				st, _ := scheduler.Lookup(tc.por)
				sched, _ := st.New(scheduler.Options{})
				r := search.Run(vmtest.StartCompiled(t, classes, main), search.Config{Scheduler: sched})
				if r.Err != nil || r.Verdict != search.VerdictOK {
					t.Fatalf("%s: %v, verdict %s", tc.por, r.Err, r.Verdict)
				}
				if got := outcomeSet(r.Outcomes); got != want {
					t.Errorf("%s: outcomes %s, want %s\n%s", tc.por, got, want, readSource(t, filepath.Join(dir, strings.TrimSuffix(main, ".Main"), "Main.java")))
				}
				if r.Stats.Executions > int64(tc.max) {
					t.Errorf("%s: %d executions, more than %d", tc.por, r.Stats.Executions, tc.max)
				}
			}
		})
	}
}

// outcomeSet is a search's distinct outputs, sorted, as one string.
func outcomeSet(os []search.Outcome) string {
	var out []string
	for _, o := range os {
		out = append(out, fmt.Sprintf("%q/%d", o.Stdout, o.ExitStatus))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// optimalProgram writes a program of package pkg for TestODPOROptimal:
// two threads of up to four operations or three of up to two, each
// operation a write of a constant to one of three static fields, a copy
// of one into another plus one, or a write that a read decides; main
// prints the fields once the threads have ended. (TestRandomPrograms'
// programs record each read in an array, which makes too many
// interleavings to enumerate.)
func optimalProgram(rng *rand.Rand, pkg string) string {
	threads, ops := 2, 4
	if rng.IntN(3) == 0 {
		threads, ops = 3, 2
	}
	vars := []string{"a", "b", "c"}
	var b strings.Builder
	fmt.Fprintf(&b, "package %s;\n\npublic class Main {\n    static int a, b, c;\n\n", pkg)
	b.WriteString("    public static void main(String[] args) throws InterruptedException {\n")
	for t := range threads {
		fmt.Fprintf(&b, "        Thread t%d = new Thread(() -> {\n", t)
		for range 1 + rng.IntN(ops) {
			x, y := vars[rng.IntN(3)], vars[rng.IntN(3)]
			switch rng.IntN(3) {
			case 0:
				fmt.Fprintf(&b, "            %s = %d;\n", x, 1+rng.IntN(2))
			case 1:
				fmt.Fprintf(&b, "            %s = %s + 1;\n", x, y)
			default:
				fmt.Fprintf(&b, "            if (%s > 0) {\n                %s = %d;\n            }\n", y, x, 1+rng.IntN(2))
			}
		}
		b.WriteString("        });\n")
	}
	for t := range threads {
		fmt.Fprintf(&b, "        t%d.start();\n", t)
	}
	for t := range threads {
		fmt.Fprintf(&b, "        t%d.join();\n", t)
	}
	b.WriteString("        System.out.println(a + \" \" + b + \" \" + c);\n    }\n}\n")
	return b.String()
}

// programSteps is --por=none at the program's own steps only: a thread
// choice before every scheduling-relevant step of the program's code
// where another thread could run (the JDK's steps in these programs, in
// starting, ending and joining threads and printing, touch nothing the
// program does, and their orders would multiply the executions).
type programSteps struct{}

func (programSteps) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	if !p.CanBreak {
		return nil
	}
	if m, _ := p.Thread.Method(); m != nil && m.Class().FromJDK() {
		return nil
	}
	return vm.AllEnabled(p)
}

// access is one scheduling-relevant step as the VM tells it: a thread's
// read or write of a location (a field, an element, a static, or a
// thread's start and end).
type access struct {
	thread int
	loc    string
	write  bool
}

// traceRecorder follows the search (a listener) and reduces each complete
// execution to its keys.
type traceRecorder struct {
	listeners.VMAdapter
	listeners.SearchAdapter
	path     []access
	marks    map[int]int
	traces   map[string]bool
	observed map[string]bool
}

func (r *traceRecorder) SchedulingEvent(vm *jvm.VM, p *jvm.Point) {
	if m, _ := p.Thread.Method(); m != nil && m.Class().FromJDK() {
		return // the program's steps only (threads' starts and ends are told in the program's frames or none)
	}
	a := access{thread: p.Thread.ID()}
	switch p.Kind {
	case jvm.PointFieldRead, jvm.PointStaticRead, jvm.PointArrayRead, jvm.PointFieldWrite, jvm.PointStaticWrite, jvm.PointArrayWrite:
		if p.Object != 0 && !vm.Exposed(p.Object) {
			return
		}
		slot := p.Index
		if p.Field != nil {
			slot = p.Field.Slot()
		}
		if p.Object != 0 {
			a.loc = fmt.Sprintf("%d.%d", vm.SGOID(p.Object), slot)
		} else {
			a.loc = fmt.Sprintf("s%d.%d", p.Class.StaticsID(), slot)
		}
		a.write = p.IsWrite()
	case jvm.PointStart:
		a.loc, a.write = fmt.Sprintf("start %d", vm.SGOID(p.Object)), true
	case jvm.PointJoin:
		a.loc = fmt.Sprintf("start %d", vm.SGOID(p.Object))
	case jvm.PointTerminate:
		if p.Object == 0 {
			return
		}
		a.loc, a.write = fmt.Sprintf("end %d", vm.SGOID(p.Object)), true
	case jvm.PointJoined:
		a.loc = fmt.Sprintf("end %d", vm.SGOID(p.Object))
	case jvm.PointConsole:
		a.loc, a.write = "console", true
	default:
		return
	}
	r.path = append(r.path, a)
}

func (r *traceRecorder) StateAdvanced(s *listeners.Search) {
	if r.marks == nil {
		r.marks = map[int]int{}
	}
	if s.IsNewState {
		r.marks[s.Depth] = len(r.path)
	}
	if s.IsEndState {
		r.traces[traceKey(r.path)] = true
		r.observed[observerKey(r.path)] = true
	}
}

func (r *traceRecorder) StateRestored(s *listeners.Search) {
	r.path = r.path[:r.marks[s.Depth]]
}

// steps names each access by its thread and its place among the
// thread's accesses (the same step in every equivalent execution).
func steps(path []access) []string {
	count := map[int]int{}
	out := make([]string, len(path))
	for i, a := range path {
		out[i] = fmt.Sprintf("t%d#%d", a.thread, count[a.thread])
		count[a.thread]++
	}
	return out
}

// traceKey is the Mazurkiewicz trace of an execution: per location, the
// order of its accesses, reads between two writes as a set (reads
// commute); with every thread's own sequence of accesses.
func traceKey(path []access) string {
	ids := steps(path)
	byLoc := map[string][]string{}
	last := map[string][]string{} // the open group of reads per location
	for i, a := range path {
		if a.write {
			if g := last[a.loc]; len(g) > 0 {
				sort.Strings(g)
				byLoc[a.loc] = append(byLoc[a.loc], "{"+strings.Join(g, ",")+"}")
			}
			last[a.loc] = nil
			byLoc[a.loc] = append(byLoc[a.loc], "w"+ids[i])
			continue
		}
		last[a.loc] = append(last[a.loc], ids[i])
	}
	var keys []string
	for loc, g := range last {
		if len(g) > 0 {
			sort.Strings(g)
			byLoc[loc] = append(byLoc[loc], "{"+strings.Join(g, ",")+"}")
		}
	}
	for loc, seq := range byLoc {
		keys = append(keys, loc+":"+strings.Join(seq, " "))
	}
	sort.Strings(keys)
	return strings.Join(keys, "\n") + "\n" + threadSeqs(path, ids)
}

// observerKey is the class of an execution modulo observability: which
// write each read sees, which writes come before each write a read sees
// (the writes a later read observes are ordered after the earlier
// ones), and which writes come after each read; the order of writes
// nothing reads is left out.
func observerKey(path []access) string {
	ids := steps(path)
	observed := map[int]bool{}
	lastW := map[string]int{}
	for i, a := range path {
		if a.write {
			lastW[a.loc] = i
		} else if w, ok := lastW[a.loc]; ok {
			observed[w] = true
		}
	}
	var keys []string
	for i, a := range path {
		if a.write && !observed[i] {
			continue
		}
		var rel []string
		for j, b := range path {
			if b.loc != a.loc || j == i || !b.write {
				continue
			}
			if a.write && j < i || !a.write && j > i {
				rel = append(rel, ids[j])
			}
		}
		sort.Strings(rel)
		what := "w"
		if !a.write {
			what = "r"
			if w, ok := lastWriteBefore(path, i); ok {
				what += "<" + ids[w]
			}
		}
		keys = append(keys, fmt.Sprintf("%s %s %s [%s]", a.loc, what, ids[i], strings.Join(rel, ",")))
	}
	sort.Strings(keys)
	return strings.Join(keys, "\n") + "\n" + threadSeqs(path, ids)
}

func lastWriteBefore(path []access, i int) (int, bool) {
	for j := i - 1; j >= 0; j-- {
		if path[j].loc == path[i].loc && path[j].write {
			return j, true
		}
	}
	return 0, false
}

// threadSeqs is every thread's sequence of accesses.
func threadSeqs(path []access, ids []string) string {
	var b strings.Builder
	for i, a := range path {
		fmt.Fprintf(&b, "%s=%s/%v ", ids[i], a.loc, a.write)
	}
	seqs := strings.Fields(b.String())
	sort.Strings(seqs)
	return strings.Join(seqs, " ")
}
