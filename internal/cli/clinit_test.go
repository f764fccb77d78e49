package cli

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunClassInitDeadlock runs two threads that initialize two classes
// whose static initializers use each other under every scheduler: each
// reports the deadlock, its message names both classes and the threads
// that wait for them and initialize them, its trace has the CLASS_INIT
// choices and the program's lines, and the text report's snapshot says
// what each thread waits for.
func TestRunClassInitDeadlock(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "conc", "clinit_deadlock"), javac.Options{})
	main := filepath.Join(classes, "Main.class")
	type rep struct {
		Violations []struct {
			Property string `json:"property"`
			Message  string `json:"message"`
			Trace    []struct {
				CG    string `json:"cg"`
				Steps []struct {
					Class string `json:"class"`
				} `json:"steps"`
			} `json:"trace"`
		} `json:"violations"`
	}
	waits := func(class string) *regexp.Regexp {
		return regexp.MustCompile(`thread "Thread-[01]" waits for the initialization of class ` + class + `, which thread "Thread-[01]" is doing`)
	}
	for _, por := range []string{"none", "jpf", "clockvector", "dporengine"} {
		var r rep
		runReport(t, ExitViolation, &r, "--por="+por, main)
		if len(r.Violations) != 1 || r.Violations[0].Property != "deadlock" {
			t.Errorf("--por=%s: violations %+v, want a deadlock", por, r.Violations)
			continue
		}
		v := r.Violations[0]
		for _, c := range []string{"A", "B"} {
			if !waits(c).MatchString(v.Message) {
				t.Errorf("--por=%s: message %q does not say who waits for class %s and who initializes it", por, v.Message, c)
			}
		}
		classInit, inA, inB := false, false, false
		for _, tr := range v.Trace {
			classInit = classInit || strings.Contains(tr.CG, `"CLASS_INIT"`)
			for _, s := range tr.Steps {
				inA, inB = inA || s.Class == "A", inB || s.Class == "B"
			}
		}
		if !classInit || !inA || !inB {
			t.Errorf("--por=%s: the trace has CLASS_INIT choices %v, lines of A %v and of B %v; want all", por, classInit, inA, inB)
		}
	}
	got := gojpf(t, "run", "--por=none", main)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^error #1: deadlock: no thread can run: .*waits for the initialization of class`),
		regexp.MustCompile(`thread 1 "Thread-0" waiting-for-class-init on class [AB] \(being initialized by "Thread-1"\)`),
		regexp.MustCompile(`thread 2 "Thread-1" waiting-for-class-init on class [AB] \(being initialized by "Thread-0"\)`),
	} {
		if !want.MatchString(got.stdout) {
			t.Errorf("gojpf run: the text report does not match %s:\n%s", want, got.stdout)
		}
	}
}
