package javatests

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/internal/cli"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javaoracle"
)

var runTimeout = flag.Duration("gojpf.run-timeout", time.Minute,
	"give up on one in-process gojpf run (or one java run) after this long")

// maxHungRuns is how many gojpf runs may time out before the others are
// not even started: a hung run's goroutine cannot be stopped and keeps a
// core busy, so a VM that hangs everywhere would otherwise hold the test
// binary until `go test -timeout`.
const maxHungRuns = 3

// hungRuns counts the gojpf runs of this test binary that timed out.
var hungRuns atomic.Int32

// jdk is a JDK whose javac compiles a program and whose java is the
// oracle for it.
type jdk struct {
	home  string // symlinks resolved
	javac string // "" = javac on PATH (javactest's default, shared cache)
	java  string
}

// defaultJDK returns the JDK of the javac on PATH, skipping the test when
// there is no javac or no java next to it or on PATH.
func defaultJDK(t testing.TB) jdk {
	t.Helper()
	jc, err := javac.Find()
	if err != nil {
		t.Skipf("no JDK: %v", err)
	}
	j, err := jdkOf(jc)
	if err != nil {
		t.Skipf("no java to use as the oracle: %v", err)
	}
	j.javac = ""
	return j
}

// newerJDK finds an installed JDK whose javac has at least version min.
func newerJDK(min int) (jdk, error) {
	jc, _, err := javac.FindNewer(min)
	if err != nil {
		return jdk{}, err
	}
	return jdkOf(jc)
}

// jdkOf returns the JDK that javacPath belongs to, with the java of the
// same bin directory (or, failing that, java on PATH).
func jdkOf(javacPath string) (jdk, error) {
	resolved, err := filepath.EvalSymlinks(javacPath)
	if err != nil {
		return jdk{}, fmt.Errorf("resolving %s: %w", javacPath, err)
	}
	bin := filepath.Dir(resolved)
	java := filepath.Join(bin, "java")
	if fi, err := os.Stat(java); err != nil || fi.IsDir() {
		if java, err = exec.LookPath("java"); err != nil {
			return jdk{}, fmt.Errorf("no java in %s nor on PATH", bin)
		}
	}
	return jdk{home: filepath.Dir(bin), javac: resolved, java: java}, nil
}

// gojpfJDKFlags returns the flags that make gojpf read the class library
// of j: none when j is the JDK gojpf picks by default anyway.
func gojpfJDKFlags(j jdk) []string {
	if def, err := classfile.FindJDK(""); err == nil {
		if r, err := filepath.EvalSymlinks(def); err == nil && r == j.home {
			return nil
		}
	}
	return []string{"--jdk", j.home}
}

// javaRun is what the real JVM did.
type javaRun struct {
	stdout, stderr []byte
	exit           int
}

// javaMemo caches oracle runs within one test binary, so that
// TestSeqOracle and TestSeqDifferential start each program once.
var javaMemo = struct {
	sync.Mutex
	m map[string]*javaMemoEntry
}{m: map[string]*javaMemoEntry{}}

type javaMemoEntry struct {
	once sync.Once
	run  javaRun
	err  error
}

// runJava runs main from classes with the real JVM of j, failing the test
// if java cannot be started or does not finish in time.
func runJava(t testing.TB, j jdk, classes, main string, args []string) javaRun {
	t.Helper()
	key := strings.Join(append([]string{j.java, classes, main}, args...), "\x00")
	javaMemo.Lock()
	e := javaMemo.m[key]
	if e == nil {
		e = &javaMemoEntry{}
		javaMemo.m[key] = e
	}
	javaMemo.Unlock()
	e.once.Do(func() { e.run, e.err = execJava(j, classes, main, args) })
	if e.err != nil {
		t.Fatalf("oracle: %v", e.err)
	}
	return e.run
}

func execJava(j jdk, classes, main string, args []string) (javaRun, error) {
	ctx, cancel := context.WithTimeout(context.Background(), *runTimeout)
	defer cancel()
	argv := append(javaoracle.Flags(), "-cp", classes, main)
	// (javaoracle.Env's locale decides how the launcher decodes
	// non-ASCII arguments.)
	res := javaoracle.Run(ctx, j.java, append(argv, args...)...)
	r := javaRun{stdout: res.Stdout, stderr: res.Stderr, exit: res.Exit}
	switch {
	case res.TimedOut:
		return r, fmt.Errorf("%s %s did not finish within %v", j.java, main, *runTimeout)
	case res.Err != nil:
		return r, fmt.Errorf("running %s: %w", j.java, res.Err)
	}
	return r, nil
}

// report is the part of gojpf's JSON report the tests read.
type report struct {
	Verdict    string      `json:"verdict"`
	ExitStatus *int        `json:"exit_status"`
	Violations []violation `json:"violations"`
}

type violation struct {
	Property  string `json:"property"`
	Exception string `json:"exception"`
	Message   string `json:"message"`
	Thread    string `json:"thread"`
}

// gojpfRun is what one in-process gojpf run did.
type gojpfRun struct {
	argv           []string
	stdout, stderr []byte
	exit           int
	report         *report
	reportErr      error
	panicked       any
	panicStack     []byte
	timedOut       bool
	notRun         string // why the run was not started
	elapsed        time.Duration
}

// setsWorkers reports whether flags say how many workers search (-j,
// --parallel, +search.parallel).
func setsWorkers(flags []string) bool {
	for _, f := range flags {
		if strings.HasPrefix(f, "-j") || strings.HasPrefix(f, "--parallel") || strings.HasPrefix(f, "+search.parallel") {
			return true
		}
	}
	return false
}

// runGojpf runs `gojpf run --quiet --report-json F [-j 1] flags... -cp
// classes [+key=value…] main args...` in-process (flags starting with + are the
// +key=value properties). A panic or a run longer than -gojpf.run-timeout
// is recorded in the result (a timed-out run keeps its goroutine; its
// output is not read). It never stops the test, so it may be called from
// several goroutines.
func runGojpf(t testing.TB, flags []string, classes, main string, args []string) gojpfRun {
	reportPath := filepath.Join(t.TempDir(), "report.json")
	argv := []string{"run", "--quiet", "--report-json", reportPath}
	// One worker unless the flags say how many: the tests compare the
	// first violation, its trace and the counts at the stop, which vary
	// with more workers (gojpf run's default with --por=none and jpf is
	// one a CPU; docs/parallel.md).
	if !setsWorkers(flags) {
		argv = append(argv, "-j", "1")
	}
	// +key=value properties go after gojpf's flags (the first argument
	// that is not a flag ends them), before the target.
	var props []string
	for _, f := range flags {
		if strings.HasPrefix(f, "+") {
			props = append(props, f)
		} else {
			argv = append(argv, f)
		}
	}
	argv = append(argv, "-cp", classes)
	argv = append(argv, props...)
	argv = append(argv, main)
	argv = append(argv, args...)
	r := gojpfRun{argv: argv}
	if n := hungRuns.Load(); n >= maxHungRuns {
		r.notRun = fmt.Sprintf("not run: %d earlier gojpf runs of this test binary did not finish within %v", n, *runTimeout)
		return r
	}

	type result struct {
		stdout, stderr []byte
		exit           int
		panicked       any
		stack          []byte
	}
	done := make(chan result, 1)
	start := time.Now()
	go func() {
		var res result
		var stdout, stderr bytes.Buffer
		defer func() {
			if p := recover(); p != nil {
				res.panicked, res.stack = p, debug.Stack()
			}
			res.stdout, res.stderr = stdout.Bytes(), stderr.Bytes()
			done <- res
		}()
		res.exit = cli.Main(argv, &stdout, &stderr)
	}()
	select {
	case res := <-done:
		r.elapsed = time.Since(start)
		r.stdout, r.stderr, r.exit = res.stdout, res.stderr, res.exit
		r.panicked, r.panicStack = res.panicked, res.stack
	case <-time.After(*runTimeout):
		r.elapsed = time.Since(start)
		r.timedOut = true
		hungRuns.Add(1)
		return r
	}
	data, err := os.ReadFile(reportPath)
	if err != nil {
		r.reportErr = fmt.Errorf("no JSON report: %w", err)
		return r
	}
	var rep report
	if err := json.Unmarshal(data, &rep); err != nil {
		r.reportErr = fmt.Errorf("JSON report %s: %w\n%s", reportPath, err, clip(data, 2000))
		return r
	}
	r.report = &rep
	return r
}

// describe says how the run was started and how it ended, for messages.
func (r gojpfRun) describe() string {
	return fmt.Sprintf("gojpf %s\n(exit %d after %v)", strings.Join(r.argv, " "), r.exit, r.elapsed.Round(time.Millisecond))
}

// brokenRun returns a problem if the run panicked or timed out.
func (r gojpfRun) brokenRun() string {
	switch {
	case r.notRun != "":
		return r.notRun
	case r.panicked != nil:
		return fmt.Sprintf("gojpf panicked: %v\n%s\n%s", r.panicked, r.describe(), r.panicStack)
	case r.timedOut:
		return fmt.Sprintf("gojpf did not finish within %v (-gojpf.run-timeout); its goroutine is left running\n%s", *runTimeout, r.describe())
	}
	return ""
}

// uncaughtException parses the first line of an uncaught-exception
// report: `Exception in thread "main" pkg.Class: message`.
func uncaughtException(trace []byte) (thread, class, message string, hasMessage bool) {
	line, _, _ := strings.Cut(string(trace), "\n")
	rest := strings.TrimPrefix(line, javaoracle.TraceHeader)
	thread, rest, _ = strings.Cut(rest, `" `)
	class, message, hasMessage = strings.Cut(rest, ": ")
	return thread, class, message, hasMessage
}

// jdkPackages are the package prefixes of frames the comparison ignores.
var jdkPackages = []string{"java.", "javax.", "jdk.", "sun.", "com.sun."}

// normalizeTrace keeps the lines of an uncaught-exception report that
// gojpf must reproduce: the first line, "Caused by:" and "Suppressed:"
// lines, message continuation lines, and the frames of the program's own
// classes. JDK frames (those with a module prefix "java.base/..." or in a
// JDK package) and "... n more" lines are dropped.
func normalizeTrace(trace []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(trace))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		body := strings.TrimLeft(line, " \t")
		switch {
		case strings.HasPrefix(body, "at "):
			frame := strings.TrimPrefix(body, "at ")
			method, _, _ := strings.Cut(frame, "(")
			if strings.Contains(method, "/") || hasAnyPrefix(method, jdkPackages) {
				continue
			}
		case strings.HasPrefix(body, "... ") && strings.HasSuffix(body, " more"):
			continue
		}
		out = append(out, line)
	}
	return out
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// compareWithJava lists every way in which gojpf's run differs from what
// the contract derives from java's run; nil means they agree.
func compareWithJava(jr javaRun, gr gojpfRun) []string {
	if p := gr.brokenRun(); p != "" {
		return []string{p}
	}
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }

	if !bytes.Equal(jr.stdout, gr.stdout) {
		add("stdout differs:\n%s", diffText("java", jr.stdout, "gojpf", gr.stdout))
	}
	jBefore, jTrace := javaoracle.SplitTrace(jr.stderr)
	uncaught := jr.exit == 1 && jTrace != nil
	if !uncaught {
		if !bytes.Equal(jr.stderr, gr.stderr) {
			add("stderr differs:\n%s", diffText("java", jr.stderr, "gojpf", gr.stderr))
		}
	} else {
		gBefore, gTrace := javaoracle.SplitTrace(gr.stderr)
		if !bytes.Equal(jBefore, gBefore) {
			add("stderr before the uncaught exception differs:\n%s", diffText("java", jBefore, "gojpf", gBefore))
		}
		if gTrace == nil {
			add("gojpf printed no uncaught-exception report (%q...) on stderr; java's:\n%s", javaoracle.TraceHeader, indent(clip(jTrace, 3000)))
		} else {
			jn, gn := normalizeTrace(jTrace), normalizeTrace(gTrace)
			if strings.Join(jn, "\n") != strings.Join(gn, "\n") {
				add("uncaught-exception report differs (JDK frames and \"... n more\" lines ignored):\n%s\nfull java report:\n%s\nfull gojpf report:\n%s",
					diffText("java", []byte(strings.Join(jn, "\n")+"\n"), "gojpf", []byte(strings.Join(gn, "\n")+"\n")),
					indent(clip(jTrace, 3000)), indent(clip(gTrace, 3000)))
			}
		}
	}

	wantExit, wantVerdict, wantStatus := 0, "ok", jr.exit
	if uncaught {
		wantExit, wantVerdict = 1, "violation"
	}
	if gr.exit != wantExit {
		add("gojpf exit code %d, want %d (java exited %d)\n%s", gr.exit, wantExit, jr.exit, gr.describe())
	}
	if gr.reportErr != nil {
		add("%v", gr.reportErr)
		return problems
	}
	rep := gr.report
	if rep.Verdict != wantVerdict {
		add("report verdict %q, want %q", rep.Verdict, wantVerdict)
	}
	if !uncaught {
		switch {
		case rep.ExitStatus == nil:
			add("report has no exit_status, want %d", wantStatus)
		case *rep.ExitStatus != wantStatus:
			add("report exit_status %d, want %d", *rep.ExitStatus, wantStatus)
		}
		if len(rep.Violations) != 0 {
			add("report lists violations %+v, want none", rep.Violations)
		}
		return problems
	}
	thread, class, message, hasMessage := uncaughtException(jTrace)
	if len(rep.Violations) != 1 {
		add("report lists %d violations %+v, want one uncaught %s", len(rep.Violations), rep.Violations, class)
		return problems
	}
	v := rep.Violations[0]
	if v.Property != "uncaught-exception" || v.Exception != class || v.Thread != thread {
		add("report violation {property %q, exception %q, thread %q}, want {\"uncaught-exception\", %q, %q}", v.Property, v.Exception, v.Thread, class, thread)
	}
	if hasMessage && !strings.Contains(message, "\n") && v.Message != message {
		add("report violation message %q, want %q", v.Message, message)
	}
	return problems
}

// diffText shows where two outputs first differ and then both in full
// (clipped).
func diffText(wantName string, want []byte, gotName string, got []byte) string {
	n, w, g := javaoracle.FirstDifference(want, got)
	var b strings.Builder
	fmt.Fprintf(&b, "  first difference at line %d:\n    %-5s %s\n    %-5s %s\n", n, wantName+":", w, gotName+":", g)
	fmt.Fprintf(&b, "  %s (%d bytes):\n%s\n  %s (%d bytes):\n%s", wantName, len(want), indent(clip(want, 4000)), gotName, len(got), indent(clip(got, 4000)))
	return b.String()
}

func clip(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	return append(append([]byte{}, b[:n]...), fmt.Sprintf("\n[... %d more bytes]", len(b)-n)...)
}

func indent(b []byte) string {
	if len(b) == 0 {
		return "    (empty)"
	}
	s := strings.TrimSuffix(string(b), "\n")
	return "    | " + strings.ReplaceAll(s, "\n", "\n    | ")
}

// knownFailing is a KNOWN_FAILING file: test names (program or
// program@variant) and why they fail.
type knownFailing struct {
	path    string
	reasons map[string]string
}

// loadKnownFailing reads path; a missing file is an empty list.
func loadKnownFailing(t testing.TB, path string) knownFailing {
	t.Helper()
	k := knownFailing{path: path, reasons: map[string]string{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return k
	}
	if err != nil {
		t.Fatalf("reading %s: %v", path, err)
	}
	for n, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		reason = strings.TrimSpace(reason)
		if reason == "" {
			t.Errorf("%s:%d: %q has no reason", path, n+1, name)
		}
		if _, dup := k.reasons[name]; dup {
			t.Errorf("%s:%d: %q listed twice", path, n+1, name)
		}
		k.reasons[name] = reason
	}
	return k
}

// checkNames reports entries that name no test (stale after a rename).
func (k knownFailing) checkNames(t testing.TB, valid map[string]bool) {
	t.Helper()
	for name := range k.reasons {
		if !valid[name] {
			t.Errorf("%s lists %q, which is no test here", k.path, name)
		}
	}
}

// lookup finds the entry for a test name "prog" or "prog@variant"; an
// entry for "prog" covers all its variants.
func (k knownFailing) lookup(name string) (string, bool) {
	if r, ok := k.reasons[name]; ok {
		return r, true
	}
	base, _, _ := strings.Cut(name, "@")
	r, ok := k.reasons[base]
	return r, ok
}

// verdict ends a test from its list of problems: an ordinary test fails
// with them; a known-failing one is skipped while it has problems and
// fails once it has none, so that the list only shrinks.
func (k knownFailing) verdict(t *testing.T, name string, problems []string) {
	t.Helper()
	reason, listed := k.lookup(name)
	if !listed {
		for _, p := range problems {
			t.Error(p)
		}
		return
	}
	if len(problems) == 0 {
		if _, exact := k.reasons[name]; exact {
			t.Errorf("%s passes now: remove %q from %s", name, name, k.path)
			return
		}
		base, _, _ := strings.Cut(name, "@")
		t.Errorf("%s passes now: %q in %s covers it; list only the variants of %s that still fail (as %s@variant) instead", name, base, k.path, base, base)
		return
	}
	t.Logf("still failing (%d problems); the first:\n%s", len(problems), clip([]byte(problems[0]), 3000))
	t.Skipf("known failing: %s", reason)
}

// programDirs lists the program directories under root, sorted.
func programDirs(t testing.TB, root string) []string {
	t.Helper()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatalf("reading %s: %v", root, err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		t.Fatalf("no programs under %s", root)
	}
	return names
}

// TestCompareWithJava checks the comparison itself on made-up runs, so
// that a harness bug cannot make every program pass.
func TestCompareWithJava(t *testing.T) {
	status := func(n int) *int { return &n }
	okReport := func(n int) *report { return &report{Verdict: "ok", ExitStatus: status(n)} }
	javaTrace := "warning\n" +
		"Exception in thread \"main\" java.lang.IllegalStateException: bad: state\n" +
		"\tat java.base/java.util.ArrayList.get(ArrayList.java:427)\n" +
		"\tat Main.foo(Main.java:5)\n" +
		"\tat Main.main(Main.java:9)\n" +
		"Caused by: Main$Oops: inner\n" +
		"\tat jdk.internal.Foo.bar(Foo.java:1)\n" +
		"\tat Main.baz(Main.java:12)\n" +
		"\t... 2 more\n"
	gojpfTrace := "warning\n" +
		"Exception in thread \"main\" java.lang.IllegalStateException: bad: state\n" +
		"\tat java.util.ArrayList.elementData(ArrayList.java:400)\n" +
		"\tat java.util.ArrayList.get(ArrayList.java:427)\n" +
		"\tat Main.foo(Main.java:5)\n" +
		"\tat Main.main(Main.java:9)\n" +
		"Caused by: Main$Oops: inner\n" +
		"\tat Main.baz(Main.java:12)\n" +
		"\t... 3 more\n"
	violated := &report{Verdict: "violation", Violations: []violation{{Property: "uncaught-exception", Exception: "java.lang.IllegalStateException", Message: "bad: state", Thread: "main"}}}
	tests := []struct {
		name  string
		java  javaRun
		gojpf gojpfRun
		want  int // number of problems
	}{
		{"same", javaRun{stdout: []byte("a\n"), stderr: []byte("e\n")},
			gojpfRun{stdout: []byte("a\n"), stderr: []byte("e\n"), report: okReport(0)}, 0},
		{"stdout", javaRun{stdout: []byte("a\n")},
			gojpfRun{stdout: []byte("b\n"), report: okReport(0)}, 1},
		{"stderr", javaRun{stderr: []byte("x\n")},
			gojpfRun{report: okReport(0)}, 1},
		{"exit status", javaRun{exit: 3},
			gojpfRun{report: okReport(0)}, 1},
		{"exit status ok", javaRun{exit: 3},
			gojpfRun{report: okReport(3)}, 0},
		{"exit code", javaRun{},
			gojpfRun{exit: 1, report: okReport(0)}, 1},
		{"no report", javaRun{},
			gojpfRun{reportErr: errors.New("no report")}, 1},
		{"uncaught, JDK frames differ", javaRun{exit: 1, stderr: []byte(javaTrace)},
			gojpfRun{exit: 1, stderr: []byte(gojpfTrace), report: violated}, 0},
		{"uncaught, program frame differs", javaRun{exit: 1, stderr: []byte(javaTrace)},
			gojpfRun{exit: 1, stderr: []byte(strings.Replace(gojpfTrace, "Main.java:12", "Main.java:13", 1)), report: violated}, 1},
		{"uncaught, cause differs", javaRun{exit: 1, stderr: []byte(javaTrace)},
			gojpfRun{exit: 1, stderr: []byte(strings.Replace(gojpfTrace, "Caused by: Main$Oops", "Caused by: Main$Oof", 1)), report: violated}, 1},
		{"uncaught, wrong exception in report", javaRun{exit: 1, stderr: []byte(javaTrace)},
			gojpfRun{exit: 1, stderr: []byte(gojpfTrace), report: &report{Verdict: "violation", Violations: []violation{{Property: "uncaught-exception", Exception: "java.lang.Error", Message: "bad: state", Thread: "main"}}}}, 1},
		{"uncaught, no trace", javaRun{exit: 1, stderr: []byte(javaTrace)},
			gojpfRun{exit: 1, stderr: []byte("warning\n"), report: violated}, 1},
		{"panic", javaRun{},
			gojpfRun{panicked: "boom"}, 1},
	}
	for _, tc := range tests {
		got := compareWithJava(tc.java, tc.gojpf)
		if len(got) != tc.want {
			t.Errorf("%s: %d problems, want %d:\n%s", tc.name, len(got), tc.want, strings.Join(got, "\n"))
		}
	}
	thread, class, msg, hasMsg := uncaughtException([]byte("Exception in thread \"main\" a.B$C: x: y\n\tat ..."))
	if thread != "main" || class != "a.B$C" || msg != "x: y" || !hasMsg {
		t.Errorf("uncaughtException = %q %q %q %v", thread, class, msg, hasMsg)
	}
}

// longRun reports whether the full soundness matrix runs (GOJPF_LONG=1,
// as .ci/run sets it): every reduction on every conc program, the
// differential runs of the switched-off shortcuts (--model-threads=false,
// --atomic-juc=false) and the generated programs. The README's go test
// ./... runs the rest, so that it stays within minutes on a busy 2-core
// machine.
func longRun() bool { return os.Getenv("GOJPF_LONG") != "" }

// skipUnlessLong skips a test of the full matrix outside GOJPF_LONG=1.
func skipUnlessLong(t *testing.T) {
	t.Helper()
	if !longRun() {
		t.Skip("part of the full soundness matrix: GOJPF_LONG=1 go test -timeout 60m ./javatests (.ci/run runs it)")
	}
}
