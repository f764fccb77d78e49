package javatests

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// modelThreadsTooBig lists the conc/ programs whose search with
// --model-threads=false (the JDK's own bytecode for the thread lifecycle,
// the end of the program and console output, with its scheduling points)
// does not finish within the harness's bound, with the reason.
// TestModelThreads fails once one finishes, so that the list stays true.
var modelThreadsTooBig = map[string]string{}

// TestModelThreads checks the thread models (jvm/models.go, the default)
// against the JDK's own code: on every program under conc/, the search
// with --model-threads=false (under jpf, which finds what none finds)
// must give the same verdict, violations and outcomes as the default
// --por=none search; where it cannot finish (modelThreadsTooBig), what
// it found must be among the default's.
func TestModelThreads(t *testing.T) {
	var mu sync.Mutex
	var checked []string
	all := func(concProgram) bool { return true }
	forConcPrograms(t, all, func(t *testing.T, p concProgram, classes string, jdkFlags []string, base concResult) {
		r := runConcFlags(t, "jdk-threads", jdkFlags, p, classes, []string{"--por=jpf", "--model-threads=false"})
		if r.broken != "" || r.report == nil {
			t.Fatalf("--model-threads=false: %s", r.broken)
		}
		if why := modelThreadsTooBig[p.name]; why != "" {
			if r.report.Verdict != "incomplete" {
				t.Errorf("--model-threads=false finished (%s), but the test lists it as too big (%s): remove it from modelThreadsTooBig", r.report.Verdict, why)
			}
			for _, pr := range partialProblems(*base.report, *r.report) {
				t.Errorf("--model-threads=false (incomplete: %s) finds more than the models: %s", why, pr)
			}
			return
		}
		for _, pr := range reductionProblems(*base.report, *r.report, false) {
			t.Errorf("--model-threads=false disagrees with the models: %s", pr)
		}
		mu.Lock()
		checked = append(checked, p.name)
		mu.Unlock()
	})
	sort.Strings(checked)
	t.Logf("%d programs agree with the JDK's own thread code: %s", len(checked), strings.Join(checked, " "))
	for name := range modelThreadsTooBig {
		if _, err := os.Stat(filepath.Join(concRoot, name)); err != nil {
			t.Errorf("modelThreadsTooBig names %s: %v", name, err)
		}
	}
}
