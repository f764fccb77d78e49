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
	var mu sync.Mutex
	var checked []string
	uses := func(p concProgram) bool { return usesJUC(t, p.dir) }
	forConcPrograms(t, uses, func(t *testing.T, p concProgram, classes string, jdkFlags []string, base concResult) {
		r := runConcFlags(t, "interleaved", jdkFlags, p, classes, []string{"--por=jpf", "--atomic-juc=false"})
		if r.broken != "" || r.report == nil {
			t.Fatalf("--atomic-juc=false: %s", r.broken)
		}
		if why := jucInterleavedTooBig[p.name]; why != "" {
			if r.report.Verdict != "incomplete" {
				t.Errorf("--atomic-juc=false finished (%s), but the test lists it as too big (%s): remove it from jucInterleavedTooBig", r.report.Verdict, why)
			}
			for _, pr := range partialProblems(*base.report, *r.report) {
				t.Errorf("--atomic-juc=false (incomplete: %s) finds more than the default: %s", why, pr)
			}
			return
		}
		for _, pr := range reductionProblems(*base.report, *r.report, false) {
			t.Errorf("--atomic-juc=false disagrees with the default: %s", pr)
		}
		mu.Lock()
		checked = append(checked, p.name)
		mu.Unlock()
	})
	sort.Strings(checked)
	t.Logf("%d programs agree with java.util.concurrent interleaved: %s", len(checked), strings.Join(checked, " "))
	for name := range jucInterleavedTooBig {
		if _, err := os.Stat(filepath.Join(concRoot, name)); err != nil {
			t.Errorf("jucInterleavedTooBig names %s: %v", name, err)
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
