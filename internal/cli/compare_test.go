package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/scheduler"
)

// neverBreaks is a deliberately unsound scheduler for the tests: it never
// ends a transition, so each thread runs to its end.
type neverBreaks struct{}

func (neverBreaks) Break(*jvm.VM, *jvm.Point) choicegen.CG { return nil }

func init() {
	scheduler.Register(scheduler.Strategy{
		Name:          "test-never-breaks",
		Doc:           "unsound, for tests: never a thread choice",
		New:           func(scheduler.Options) (scheduler.Scheduler, error) { return neverBreaks{}, nil },
		StateMatching: true,
	})
}

// raceJava is two threads incrementing a counter unsynchronised: main
// prints 1 or 2.
var raceJava = filepath.Join("..", "..", "search", "testdata", "lostupdate", "Main.java")

// instructionsOf returns the guest instructions of `gojpf run --por=none
// TARGET`. The count depends on the host: a .java target is compiled into
// a cache directory named by a hash that includes javac's path and time,
// and the JDK's code that handles the class path runs a few instructions
// more or fewer for other characters in that name. The tests compare
// compare's counts with run's, not with a constant.
func instructionsOf(t *testing.T, target string) int64 {
	t.Helper()
	got := gojpf(t, "run", "--por=none", target)
	for _, line := range strings.Split(got.stdout, "\n") {
		if rest, ok := strings.CutPrefix(line, "instructions:"); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(rest), 10, 64)
			if err != nil {
				t.Fatalf("instructions of %s: %v", target, err)
			}
			return n
		}
	}
	t.Fatalf("no instructions in the report of %s:\n%s", target, got)
	return 0
}

func TestCompareText(t *testing.T) {
	requireJDK(t)
	got := gojpf(t, "compare", "--por", "none,jpf", "--no-timing", raceJava)
	want := fmt.Sprintf(`== ../../search/testdata/lostupdate/Main.java
scheduler  verdict  new states  visited  executions  transitions  instructions  states ×  executions ×
none       ok               48       37           6           91  %12d      1.00          1.00
jpf        ok               48       37           6           91  %12d      1.00          1.00

== summary (totals over the 1 targets that every scheduler finished)
scheduler  finished  new states  executions  instructions  states ×
none       1/1               48           6  %12d      1.00
jpf        1/1               48           6  %12d      1.00

no disagreements between the schedulers' finished runs
`, slices.Repeat([]any{instructionsOf(t, raceJava)}, 4)...)
	if got.code != ExitOK || got.stdout != want {
		t.Errorf("got %s\nwant stdout:\n%s", got, want)
	}
}

func TestCompareJSON(t *testing.T) {
	requireJDK(t)
	got := gojpf(t, "compare", "--por", "none,clockvector", "--no-timing", "--format", "json", raceJava)
	if got.code != ExitOK {
		t.Fatalf("exit %d\n%s", got.code, got)
	}
	var out struct {
		Schedulers []string `json:"schedulers"`
		Targets    []struct {
			Target        string   `json:"target"`
			Disagreements []string `json:"disagreements"`
			Runs          []struct {
				Scheduler string `json:"scheduler"`
				ExitCode  int    `json:"exit_code"`
				Report    struct {
					Verdict       string `json:"verdict"`
					StateMatching bool   `json:"state_matching"`
					Outcomes      []struct {
						Stdout string `json:"stdout"`
					} `json:"outcomes"`
					Stats struct {
						NewStates  int64 `json:"new_states"`
						Executions int64 `json:"executions"`
						ElapsedMS  int64 `json:"elapsed_ms"`
					} `json:"stats"`
				} `json:"report"`
			} `json:"runs"`
		} `json:"targets"`
	}
	if err := json.Unmarshal([]byte(got.stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, got.stdout)
	}
	if strings.Join(out.Schedulers, ",") != "none,clockvector" || len(out.Targets) != 1 || len(out.Targets[0].Runs) != 2 {
		t.Fatalf("shape: %+v", out)
	}
	tg := out.Targets[0]
	if tg.Target != raceJava || tg.Disagreements == nil || len(tg.Disagreements) != 0 {
		t.Errorf("target %q, disagreements %v", tg.Target, tg.Disagreements)
	}
	type row struct {
		sched, verdict string
		sm             bool
		states, execs  int64
		outs           string
	}
	want := []row{{"none", "ok", true, 48, 6, "1\n,2\n"}, {"clockvector", "ok", true, 19, 4, "1\n,2\n"}}
	for i, r := range tg.Runs {
		var outs []string
		for _, o := range r.Report.Outcomes {
			outs = append(outs, o.Stdout)
		}
		g := row{r.Scheduler, r.Report.Verdict, r.Report.StateMatching, r.Report.Stats.NewStates, r.Report.Stats.Executions, strings.Join(outs, ",")}
		if g != want[i] || r.ExitCode != ExitOK || r.Report.Stats.ElapsedMS != 0 {
			t.Errorf("run %d = %+v (exit %d, elapsed %d), want %+v", i, g, r.ExitCode, r.Report.Stats.ElapsedMS, want[i])
		}
	}
}

func TestCompareFormatsAndJPF(t *testing.T) {
	requireJDK(t)
	jpf := filepath.Join("testdata", "compare", "race.jpf")
	insns := instructionsOf(t, jpf)
	tests := []struct {
		format string
		has    []string
	}{
		// No timing: blanks, not 0; two outcomes, no violation.
		{"csv", []string{"target,args,scheduler,verdict,new_states", ",disagreement,outcomes,violation\n", jpf + fmt.Sprintf(",unused,none,ok,48,37,6,91,%d,,,1.0000,false,2,\n", insns)}},
		{"json", []string{`"timed": false`}},
		{"markdown", []string{"### " + jpf + " unused", "| scheduler | verdict |", "|---|---|---:|", "| none | ok | 48 |"}},
	}
	for _, tc := range tests {
		got := gojpf(t, "compare", "--por", "none,jpf", "--no-timing", "--format", tc.format, jpf)
		if got.code != ExitOK {
			t.Errorf("%s: exit %d\n%s", tc.format, got.code, got)
		}
		for _, h := range tc.has {
			if !strings.Contains(got.stdout, h) {
				t.Errorf("%s: output lacks %q\n%s", tc.format, h, got.stdout)
			}
		}
		if !strings.Contains(got.stderr, `key "vm.storage.class" is not supported`) || !strings.Contains(got.stderr, `key "vm.por" applies to gojpf run`) {
			t.Errorf("%s: no warning about the unknown .jpf key\n%s", tc.format, got.stderr)
		}
	}
}

func TestCompareUnsoundSchedulerExits1(t *testing.T) {
	requireJDK(t)
	got := gojpf(t, "compare", "--por", "none,test-never-breaks", "--no-timing", raceJava)
	if got.code != ExitViolation {
		t.Errorf("exit %d, want %d\n%s", got.code, ExitViolation, got)
	}
	for _, h := range []string{"DISAGREEMENT: test-never-breaks misses outcomes", "1 DISAGREEMENTS"} {
		if !strings.Contains(got.stdout, h) {
			t.Errorf("stdout lacks %q\n%s", h, got.stdout)
		}
	}
	if !strings.Contains(got.stderr, "SCHEDULERS DISAGREE") {
		t.Errorf("stderr lacks the alarm\n%s", got.stderr)
	}
}

func TestCompareUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"compare", "--por", "none,bogus", raceJava}, `no scheduler "bogus"`},
		{[]string{"compare", "--por", "none/global", raceJava}, "none takes no sharedness policy"},
		{[]string{"compare", "--por", "jpf/bogus", raceJava}, `no sharedness policy "bogus"`},
		{[]string{"compare", "--por", "jpf,jpf", raceJava}, "jpf twice"},
		{[]string{"compare", "--format", "xml", raceJava}, "--format"},
		{[]string{"compare", "-j", "0", raceJava}, "--jobs"},
		{[]string{"compare", "nosuch.txt"}, "want a .class, .java or .jpf file or a directory"},
		{[]string{"compare", filepath.Join("testdata", "run")}, "no .jpf files and no .java files with a main method"},
	}
	for _, tc := range tests {
		got := gojpf(t, tc.args...)
		if got.code != ExitUsage || !strings.Contains(got.stderr, tc.want) {
			t.Errorf("%q: %s\nwant exit %d and %q", tc.args, got, ExitUsage, tc.want)
		}
	}
}

// TestCompareBench runs the paper 003 benchmark directory's smallest
// target (reorder with one setter) under the three schedulers: all find
// the checker's assertion failing.
func TestCompareBench(t *testing.T) {
	requireJDK(t)
	got := gojpf(t, "compare", "--por", "none,jpf,clockvector", "--no-timing", filepath.Join("..", "..", "javatests", "bench", "reorder-1.jpf"))
	if got.code != ExitOK || strings.Count(got.stdout, "violation (uncaught-exception AssertionError)") != 3 {
		t.Errorf("%s\nwant three runs finding the AssertionError", got)
	}
}

func TestListenersCommandAndFlags(t *testing.T) {
	requireJDK(t)
	got := gojpf(t, "listeners")
	for _, n := range []string{"trace ", "coverage ", "budget ", "--listener-opt budget.max_states=N"} {
		if got.code != ExitOK || !strings.Contains(got.stdout, n) {
			t.Errorf("gojpf listeners lacks %q\n%s", n, got)
		}
	}
	tests := []struct {
		args []string
		code int
		out  string
		err  string
	}{
		{[]string{"run", "-q", "--listener", "coverage", raceJava}, ExitOK, "main([Ljava/lang/String;)V lines 4,5,6,7,8,9", ""},
		{[]string{"run", "-q", "--listener", "budget", "--listener-opt", "budget.max_states=10", raceJava}, ExitIncomplete, "", "stopped by a listener: budget of 10 new states spent"},
		{[]string{"run", "-q", "--listener", "nosuch", raceJava}, ExitUsage, "", `no listener "nosuch"`},
		{[]string{"run", "-q", "--listener-opt", "novalue", raceJava}, ExitUsage, "", "want KEY=VALUE"},
	}
	for _, tc := range tests {
		got := gojpf(t, tc.args...)
		if got.code != tc.code || !strings.Contains(got.stdout, tc.out) || !strings.Contains(got.stderr, tc.err) {
			t.Errorf("%q: %s\nwant exit %d, stdout with %q, stderr with %q", tc.args, got, tc.code, tc.out, tc.err)
		}
	}
}

// TestListenerPlugin builds examples/listener-plugin (a module of its
// own: gojpf with one more listener, registered by a blank import) and
// runs it on a Java program: its listener reports its own property.
func TestListenerPlugin(t *testing.T) {
	requireJDK(t)
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	bin := filepath.Join(t.TempDir(), "gojpf-threadcount")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Dir = filepath.Join("..", "..", "examples", "listener-plugin")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the plugin example: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "run", "--listener", "threadcount", "--listener-opt", "threadcount.max=2", raceJava).CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != ExitViolation {
		t.Fatalf("exit %v, want %d\n%s", err, ExitViolation, out)
	}
	for _, h := range []string{"too-many-threads", "3 threads started, at most 2 allowed", "threadcount: at most 3 threads on one path"} {
		if !strings.Contains(string(out), h) {
			t.Errorf("output lacks %q\n%s", h, out)
		}
	}
	// The second listener uses the typed events: field writes with the
	// instruction's operands, method modifiers.
	out, err = exec.Command(bin, "run", "--listener", "fieldwatch", "--listener-opt", "fieldwatch.field=Main.counter", raceJava).CombinedOutput()
	if err != nil {
		t.Fatalf("fieldwatch: exit %v, want 0\n%s", err, out)
	}
	for _, h := range []string{`fieldwatch: thread "Thread-0" putstatic Main.counter:I at Main.java:4`, "fieldwatch: synchronized methods entered:"} {
		if !strings.Contains(string(out), h) {
			t.Errorf("fieldwatch output lacks %q\n%s", h, out)
		}
	}
}

func TestCompareJUnit(t *testing.T) {
	requireJDK(t)
	junit := filepath.Join(t.TempDir(), "c.xml")
	got := gojpf(t, "compare", "--por", "none,test-never-breaks", "--no-timing", "--report-junit", junit, raceJava)
	if got.code != ExitViolation {
		t.Fatalf("exit %d\n%s", got.code, got)
	}
	data, err := os.ReadFile(junit)
	if err != nil {
		t.Fatal(err)
	}
	if err := validateJUnit(data); err != nil {
		t.Errorf("invalid JUnit: %v\n%s", err, data)
	}
	for _, h := range []string{`tests="3" failures="1"`, `classname="gojpf.none"`, `classname="gojpf.test-never-breaks"`, `schedulers agree" classname="gojpf.compare"`, `<failure message="schedulers disagree: a reduction is unsound" type="disagreement">`} {
		if !strings.Contains(string(data), h) {
			t.Errorf("JUnit lacks %q\n%s", h, data)
		}
	}
}
