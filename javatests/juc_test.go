package javatests

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// jucInterleavedTooBig lists the conc/ programs whose search with
// --atomic-juc=false (java.util.concurrent's own code interleaved at every
// scheduling point) does not finish within the harness's bound, with the
// reason. TestAtomicJUC fails once one finishes, so that the list stays
// true.
var jucInterleavedTooBig = map[string]string{
	"completable_future":      "ThreadPoolExecutor + CompletableFuture: 2.3 M states under jpf",
	"executor_shutdown_await": "ThreadPoolExecutor: awaitNanos busy-waits on the clock, a path without end",
	"executor_shutdown_now":   "ThreadPoolExecutor with two tasks",
	"executor_task_race":      "ThreadPoolExecutor",
}

// TestAtomicJUC checks the assumption behind --atomic-juc (the default):
// that running each java.util.concurrent operation atomically from its
// first scheduling point loses no behaviour. On every program under conc/
// that uses java.util.concurrent, the search with the JDK's code
// interleaved like program code (--atomic-juc=false, under jpf, which
// finds what none finds) must give the same verdict, violations and
// outcomes as the default --por=none search; where it cannot finish
// (jucInterleavedTooBig), what it found must be among the default's.
func TestAtomicJUC(t *testing.T) {
	skipUnlessLong(t)
	uses := func(p concProgram) bool { return usesJUC(t, p.dir) }
	checkSwitch(t, uses, "interleaved", []string{"--por=jpf", "--atomic-juc=false"}, jucInterleavedTooBig, "jucInterleavedTooBig")
}

// checkSwitch runs the conc/ programs that use selects with flags (a
// switch that turns one of gojpf's shortcuts off) and requires the
// verdict, violations and outcomes of the default --por=none run; for
// the programs in tooBig (named listName in messages) the run must stay
// incomplete and find nothing the default does not.
func checkSwitch(t *testing.T, uses func(concProgram) bool, label string, flags []string, tooBig map[string]string, listName string) {
	var mu sync.Mutex
	var checked []string
	what := strings.Join(flags[1:], " ")
	forConcPrograms(t, uses, func(t *testing.T, p concProgram, classes string, jdkFlags []string, base concResult) {
		r := runConcFlags(t, label, jdkFlags, p, classes, flags)
		if r.broken != "" || r.report == nil {
			t.Fatalf("%s: %s", what, r.broken)
		}
		if why := tooBig[p.name]; why != "" {
			if r.report.Verdict != "incomplete" {
				t.Errorf("%s finished (%s), but the test lists it as too big (%s): remove it from %s", what, r.report.Verdict, why, listName)
			}
			for _, pr := range partialProblems(*base.report, *r.report) {
				t.Errorf("%s (incomplete: %s) finds more than the default: %s", what, why, pr)
			}
			return
		}
		for _, pr := range reductionProblems(*base.report, *r.report, false) {
			t.Errorf("%s disagrees with the default: %s", what, pr)
		}
		mu.Lock()
		checked = append(checked, p.name)
		mu.Unlock()
	})
	sort.Strings(checked)
	t.Logf("%d programs agree with %s: %s", len(checked), what, strings.Join(checked, " "))
	for name := range tooBig {
		if _, err := os.Stat(filepath.Join(concRoot, name)); err != nil {
			t.Errorf("%s names %s: %v", listName, name, err)
		}
	}
}

// usesJUC reports whether a program's sources import java.util.concurrent.
func usesJUC(t *testing.T, dir string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.java"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "java.util.concurrent") {
			return true
		}
	}
	return false
}
