// Command jpfcore runs jpf-core's own thread and monitor tests in gojpf
// and prints a Markdown table of how each fared (docs/jpf-core-tests.md
// holds the last one).
//
// A JPF test method reads `if (verifyDeadlock()) { body }`; gojpf's guest
// library provides gov.nasa.jpf.util.test.TestJPF, whose verify methods
// return true (the body runs in the model checker) and write what the test
// expects on stderr. jpfcore compiles each test class with javac against
// gojpf's guest library and JUnit 4 (Debian's junit4), runs every @Test
// method on its own (`gojpf run gov.nasa.jpf.util.test.TestJPF CLASS METHOD`), and compares gojpf's verdict
// with the expectation. Tests that ask for JPF's PreciseRaceDetector run
// with gojpf's race listener. Other JPF arguments (+cg.threads.break_start,
// +vm.storage.class, …) are listed, not applied.
//
// The tests are not part of gojpf: point -jpf-core at a checkout of
// https://github.com/javapathfinder/jpf-core (bench/jpfcore/run.sh clones
// one).
//
// Usage:
//
//	go run ./bench/jpfcore -jpf-core DIR [-gojpf PATH] [-time-limit 30s] [-only Class.method]
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
)

// testFiles are jpf-core's thread and monitor tests, under src/tests.
var testFiles = []string{
	"gov/nasa/jpf/test/vm/threads/JoinTest.java",
	"gov/nasa/jpf/test/vm/threads/WaitTest.java",
	"gov/nasa/jpf/test/vm/threads/InterruptTest.java",
	"gov/nasa/jpf/test/vm/threads/SuspendResumeTest.java",
	"gov/nasa/jpf/test/vm/threads/ThreadTest.java",
	"gov/nasa/jpf/test/vm/threads/ThreadExceptionHandlerTest.java",
	"gov/nasa/jpf/test/vm/threads/ThreadStopTest.java",
	"gov/nasa/jpf/test/vm/threads/LockedStackDepthTest.java",
	"gov/nasa/jpf/test/mc/threads/DeadlockTest.java",
	"gov/nasa/jpf/test/mc/threads/RaceTest.java",
	"gov/nasa/jpf/test/mc/threads/HORaceTest.java",
	"gov/nasa/jpf/test/mc/threads/MissedPathTest.java",
	"gov/nasa/jpf/test/mc/threads/OldClassicTest.java",
	"gov/nasa/jpf/test/mc/threads/AtomicTest.java",
	"gov/nasa/jpf/test/mc/threads/ClinitTest.java",
	"gov/nasa/jpf/test/mc/threads/NestedInitTest.java",
	"gov/nasa/jpf/test/mc/threads/DaemonTest.java",
	"gov/nasa/jpf/test/mc/threads/SchedulesTest.java",
	"gov/nasa/jpf/test/mc/threads/MinimizePreemptionTest.java",
	"gov/nasa/jpf/test/mc/threads/FinalizerThreadTest.java",
	"gov/nasa/jpf/test/mc/threads/ExceptionalThreadChoiceTest.java",
	"gov/nasa/jpf/test/mc/basic/RecursiveLockTest.java",
	"gov/nasa/jpf/test/mc/basic/UnlockNonSharedTest.java",
	"gov/nasa/jpf/test/java/concurrent/ThreadExceptionTest.java",
	"gov/nasa/jpf/test/java/lang/ThreadLocalTest.java",
}

// jvmDiffers lists the tests whose expectation holds in JPF's model but
// not on JDK 17's HotSpot, with what the JVM does (each checked with a
// small program on java 17, or read off HotSpot's code where the
// interleaving is too rare to show). gojpf reports what the JVM can do, so
// these count as "JPF-only expectation", not as false alarms or misses.
var jvmDiffers = map[string]string{
	"InterruptTest.testWaitSyncInterrupt":  "JDK 17 keeps the interrupt of a thread not yet started (Thread.interrupt sets the field; java prints true), JPF drops it",
	"JoinTest.testTimeoutJoin":             "after join(42) timed out, the ending thread may still be blocked on its Thread object's monitor, which join held (HotSpot's ensure_join locks it): getState() is BLOCKED",
	"ThreadTest.testTimeoutJoin":           "as JoinTest.testTimeoutJoin",
	"ThreadStopTest.testStopNewThread":     "Thread.yield is a hint: main may check isAlive before the stillborn thread has ended",
	"ThreadStopTest.testStopNewSyncThread": "as testStopNewThread",
	"ThreadStopTest.testStopBlocked":       "main may see isRunning before t reaches synchronized(lock): getState() is RUNNABLE",
	"ThreadStopTest.testStopWaiting":       "HotSpot's stop interrupts the target: a waiting thread wakes, takes the monitor back and dies of ThreadDeath without a notify (java: isAlive false)",
	"ThreadStopTest.testStopHandler":       "as testStopWaiting",
	"ThreadStopTest.testStopJoin":          "as testStopWaiting: the stopped thread wakes from its join",
	"AtomicTest.testBlockedInAtomic":       "JPF calls a wait inside Verify.beginAtomic a deadlock; on a JVM the wait releases the lock and the other thread notifies (gojpf ends the atomic section where its thread blocks, docs/verify.md)",
}

type row struct {
	class, method string
	expect        string // what the test expects
	args          []string
	verdict       string // gojpf's verdict and what it found
	result        string // pass, FALSE ALARM, MISSED, WRONG, incomplete, unsupported, not compiled
	states        int64
	elapsed       time.Duration
}

func main() {
	jpfCore := flag.String("jpf-core", "", "a checkout of jpf-core")
	gojpf := flag.String("gojpf", "", "the gojpf binary (default: build one)")
	timeLimit := flag.Duration("time-limit", 30*time.Second, "--time-limit of each test")
	junit := flag.String("junit", "/usr/share/java/junit4.jar", "JUnit 4 jar (Debian: apt-get install junit4)")
	only := flag.String("only", "", "run only tests whose Class.method contains this")
	flag.Parse()
	if *jpfCore == "" {
		fmt.Fprintln(os.Stderr, "jpfcore: -jpf-core DIR is required")
		os.Exit(2)
	}
	if err := run(*jpfCore, *gojpf, *junit, *only, *timeLimit); err != nil {
		fmt.Fprintln(os.Stderr, "jpfcore:", err)
		os.Exit(1)
	}
}

func run(jpfCore, gojpf, junit, only string, limit time.Duration) error {
	work, err := os.MkdirTemp("", "jpfcore")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	if gojpf == "" {
		gojpf = filepath.Join(work, "gojpf")
		if out, err := exec.Command("go", "build", "-o", gojpf, "./cmd/gojpf").CombinedOutput(); err != nil {
			return fmt.Errorf("building gojpf: %v\n%s", err, out)
		}
	}
	out, err := exec.Command(gojpf, "classpath").Output()
	if err != nil {
		return fmt.Errorf("gojpf classpath: %w", err)
	}
	guest := strings.TrimSpace(string(out))
	var rows []row
	for _, f := range testFiles {
		src := filepath.Join(jpfCore, "src", "tests", f)
		text, err := os.ReadFile(src)
		if err != nil {
			return err
		}
		class := strings.TrimSuffix(strings.ReplaceAll(f, "/", "."), ".java")
		methods := testMethods(string(text))
		classes := filepath.Join(work, filepath.Base(f))
		if err := os.MkdirAll(classes, 0o755); err != nil {
			return err
		}
		cp := guest + string(os.PathListSeparator) + junit
		jc := exec.Command("javac", "-nowarn", "-g", "-cp", cp, "-d", classes, src)
		if out, err := jc.CombinedOutput(); err != nil {
			why := firstError(string(out))
			for _, m := range methods {
				if strings.Contains(short(class)+"."+m, only) {
					rows = append(rows, row{class: short(class), method: m, result: "not compiled", verdict: why})
				}
			}
			continue
		}
		for _, m := range methods {
			if !strings.Contains(short(class)+"."+m, only) {
				continue
			}
			r := runTest(gojpf, classes+string(os.PathListSeparator)+junit, class, m, limit, work)
			fmt.Fprintf(os.Stderr, "%-28s %-36s %-12s %s\n", r.class, r.method, r.result, r.verdict)
			rows = append(rows, r)
		}
	}
	printTable(rows, limit)
	return nil
}

var testRE = regexp.MustCompile(`@Test\s+(?:@\w+(?:\([^)]*\))?\s+)*public\s+void\s+(\w+)\s*\(`)

// testMethods lists the @Test methods of a test class's source, in order.
func testMethods(src string) []string {
	var ms []string
	for _, m := range testRE.FindAllStringSubmatch(src, -1) {
		ms = append(ms, m[1])
	}
	return ms
}

func short(class string) string { return class[strings.LastIndex(class, ".")+1:] }

func firstError(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "error:") {
			return "javac: " + strings.TrimSpace(l[strings.Index(l, "error:")+6:])
		}
	}
	return "javac failed"
}

// expectation is what a test's verify call said.
type expectation struct {
	kind, class, details string
	args                 []string
}

func (e expectation) String() string {
	s := e.kind
	if e.class != "" {
		s += " " + e.class
	}
	if e.details != "" {
		s += fmt.Sprintf(" %q", e.details)
	}
	return s
}

func parseExpectation(stderr string) (expectation, bool) {
	sc := bufio.NewScanner(strings.NewReader(stderr))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "gojpf-testjpf: ")
		if !ok {
			continue
		}
		var e expectation
		for _, f := range strings.Split(rest, "\t") {
			k, v, _ := strings.Cut(f, "=")
			switch k {
			case "expect":
				e.kind = v
			case "class":
				e.class = v
			case "details":
				e.details = v
			case "arg":
				e.args = append(e.args, v)
			}
		}
		return e, true
	}
	return expectation{}, false
}

type report struct {
	Verdict    string `json:"verdict"`
	Error      string `json:"error"`
	Violations []struct {
		Property  string `json:"property"`
		Exception string `json:"exception"`
		Message   string `json:"message"`
	} `json:"violations"`
	Stats struct {
		NewStates int64 `json:"new_states"`
	} `json:"stats"`
}

func gojpfRun(gojpf, cp, class, method string, limit time.Duration, work string, extra ...string) (report, string, error) {
	path := filepath.Join(work, "report.json")
	os.Remove(path)
	// --por=jpf: JPF's own reduction, as the tests were written for (any
	// sound reduction gives the same verdicts; this keeps the counts
	// comparable with JPF's).
	args := append([]string{"run", "-q", "--por=jpf", "--time-limit", limit.String(), "--report-json", path}, extra...)
	args = append(args, "-cp", cp, "gov.nasa.jpf.util.test.TestJPF", class, method)
	cmd := exec.Command(gojpf, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = nil
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return report{}, stderr.String(), err
	}
	var rep report
	b, rerr := os.ReadFile(path)
	if rerr != nil {
		return report{}, stderr.String(), fmt.Errorf("no report: %v; stderr: %s", rerr, lastLine(stderr.String()))
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		return report{}, stderr.String(), err
	}
	return rep, stderr.String(), nil
}

func runTest(gojpf, cp, class, method string, limit time.Duration, work string) row {
	r := row{class: short(class), method: method}
	start := time.Now()
	rep, stderr, err := gojpfRun(gojpf, cp, class, method, limit, work)
	e, ok := parseExpectation(stderr)
	if err == nil && ok && e.kind == "property" && strings.HasSuffix(e.class, "PreciseRaceDetector") {
		rep, _, err = gojpfRun(gojpf, cp, class, method, limit, work, "--listener", "race")
	}
	r.elapsed = time.Since(start)
	if err != nil {
		r.result, r.verdict = "error", err.Error()
		return r
	}
	r.states = rep.Stats.NewStates
	r.expect, r.args = e.String(), e.args
	r.verdict = rep.Verdict
	if len(rep.Violations) > 0 {
		v := rep.Violations[0]
		r.verdict += ": " + v.Property
		if v.Exception != "" {
			r.verdict += " " + v.Exception
		}
		if v.Message != "" {
			r.verdict += fmt.Sprintf(" %q", trim(v.Message, 80))
		}
	} else if rep.Error != "" {
		r.verdict += ": " + trim(rep.Error, 100)
	}
	if !ok {
		r.expect = "?"
		r.result = "no expectation"
		if rep.Verdict == "unsupported" || rep.Verdict == "error" {
			r.result = "unsupported"
		}
		return r
	}
	r.result = classify(e, rep)
	if why, ok := jvmDiffers[r.class+"."+r.method]; ok && (r.result == "FALSE ALARM" || r.result == "MISSED") {
		r.result = "JPF-only expectation"
		r.verdict += " (" + why + ")"
	}
	return r
}

func classify(e expectation, rep report) string {
	switch rep.Verdict {
	case "incomplete":
		return "incomplete"
	case "unsupported", "error":
		return "unsupported"
	}
	if e.kind == "ok" {
		if rep.Verdict == "ok" {
			return "pass"
		}
		return "FALSE ALARM"
	}
	if rep.Verdict == "ok" {
		return "MISSED"
	}
	v := rep.Violations[0]
	switch e.kind {
	case "deadlock":
		if v.Property == "deadlock" {
			return "pass"
		}
	case "exception":
		if v.Property == "uncaught-exception" && v.Exception == e.class && strings.Contains(v.Message, e.details) {
			return "pass"
		}
	case "property":
		if strings.HasSuffix(e.class, "PreciseRaceDetector") && v.Property == "race" {
			return "pass"
		}
		if strings.HasSuffix(e.class, "NotDeadlockedProperty") && v.Property == "deadlock" {
			return "pass"
		}
	}
	return "WRONG"
}

func trim(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func lastLine(s string) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	return ls[len(ls)-1]
}

func printTable(rows []row, limit time.Duration) {
	counts := map[string]int{}
	for _, r := range rows {
		counts[r.result]++
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%d test methods (time limit %s each):", len(rows), limit)
	for _, k := range keys {
		fmt.Printf(" %s %d;", k, counts[k])
	}
	fmt.Println()
	fmt.Println()
	fmt.Println("| class | test | expects | JPF args | gojpf | result | states | time |")
	fmt.Println("|---|---|---|---|---|---|---:|---:|")
	for _, r := range rows {
		args := strings.Join(r.args, " ")
		fmt.Printf("| %s | %s | %s | %s | %s | %s | %d | %.1fs |\n", r.class, r.method, cell(r.expect), cell(args), cell(r.verdict), r.result, r.states, r.elapsed.Seconds())
	}
}

func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
