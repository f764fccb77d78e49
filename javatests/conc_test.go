package javatests

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/internal/javaoracle"
)

// The programs under conc/ are multi-threaded (or use Verify's data
// choices) and have no single right output, so there is no differential
// test against java: each program states in conc/<name>/expect.json what
// the model checker must find (see concExpect and conc/README.md).
// TestConc checks gojpf's unreduced search against that, twice
// (determinism) and once more without state matching (soundness of state
// matching); TestConcOracle checks only that each program compiles,
// terminates under the real JVM and prints one of its listed outcomes
// there; TestConcExpectations and TestConcProblems check the expectation
// files and the checks themselves.

// concRoot is the directory of the multi-threaded programs.
const concRoot = "conc"

// concOracleTimeout bounds one run of a program under the real JVM. The
// programs are tiny; only a real deadlock takes longer. A program
// expected to deadlock may hang under java too, which is no failure, so
// it gets less time.
const (
	concOracleTimeout         = 10 * time.Second
	concOracleDeadlockTimeout = 3 * time.Second
)

// concExpect is a program's expect.json. Unknown fields are errors, so
// that a misspelt expectation is not silently ignored.
type concExpect struct {
	// Verdict is "ok" (no violation on any path) or "violation".
	Verdict string `json:"verdict"`
	// Property of the (first) violation: "uncaught-exception" or "deadlock".
	Property string `json:"property"`
	// Exception is the dotted class name of the uncaught exception.
	Exception string `json:"exception"`
	// Outcomes, when given, is exactly the set of stdout texts of all end
	// states (verdict "ok" only).
	Outcomes []string `json:"outcomes"`
	// OutcomeCounts gives, for some outcomes, how many executions reach
	// them (summed over exit statuses), with and without state matching.
	OutcomeCounts map[string]int64 `json:"outcome_counts"`
	// ExitStatuses is exactly the set of exit statuses of all end states
	// (verdict "ok" only); absent means [0].
	ExitStatuses []int `json:"exit_statuses"`
	// Executions is the exact number of executions (stats.executions).
	Executions *int64 `json:"executions"`
	// StateMatchingRequired marks programs whose unreduced search
	// terminates only with state matching (spin loops); the stateless
	// reductions run on them with a smaller bound.
	StateMatchingRequired bool `json:"state_matching_required"`
	// StatelessEnds: a StateMatchingRequired program whose busy-waits
	// the stateless reductions end by spin-blocking
	// (jvm.Options.SpinBlock): each must finish within the bound.
	StatelessEnds bool `json:"stateless_ends"`
	// MultipleErrors runs gojpf with --multiple-errors; then some (not
	// necessarily the first) violation must match Property/Exception.
	MultipleErrors bool `json:"multiple_errors"`
	// ViolationCount is the exact number of violations reported (only
	// with MultipleErrors; without it there is exactly one).
	ViolationCount *int `json:"violation_count"`
	// Flags are extra gojpf flags, after the harness's own so that they
	// override them (e.g. "--max-states=300000" for a program larger than
	// concMaxStates); --max-states flags do not apply to the search
	// without state matching.
	Flags []string `json:"flags"`
	// Note says in one line what the program shows (and flags doubts).
	Note string `json:"note"`
}

// exitStatuses returns the expected exit statuses of an "ok" program.
func (e concExpect) exitStatuses() []int {
	if e.ExitStatuses == nil {
		return []int{0}
	}
	return e.ExitStatuses
}

// loadConcExpect reads and validates an expectation file (dir/expect.json
// or a variant's dir/expect.VARIANT.json).
func loadConcExpect(path string) (concExpect, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return concExpect{}, err
	}
	var e concExpect
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return concExpect{}, fmt.Errorf("%s: %w", path, err)
	}
	if dec.More() {
		return concExpect{}, fmt.Errorf("%s: more than one JSON value", path)
	}
	if err := e.validate(); err != nil {
		return concExpect{}, fmt.Errorf("%s: %w", path, err)
	}
	return e, nil
}

func (e concExpect) validate() error {
	if strings.TrimSpace(e.Note) == "" {
		return errors.New(`"note" is missing: say what the program shows`)
	}
	switch e.Verdict {
	case "ok":
		if e.Property != "" || e.Exception != "" {
			return errors.New(`verdict "ok" with a property or exception`)
		}
		if e.MultipleErrors || e.ViolationCount != nil {
			return errors.New(`verdict "ok" with multiple_errors or violation_count`)
		}
	case "violation":
		switch e.Property {
		case "uncaught-exception":
			if e.Exception == "" || strings.Contains(e.Exception, "/") {
				return fmt.Errorf(`property "uncaught-exception" needs "exception", a dotted class name (got %q)`, e.Exception)
			}
		case "deadlock":
			if e.Exception != "" {
				return errors.New(`property "deadlock" with an exception`)
			}
		default:
			return fmt.Errorf(`property %q, want "uncaught-exception" or "deadlock"`, e.Property)
		}
		if e.Outcomes != nil || e.OutcomeCounts != nil || e.ExitStatuses != nil || e.Executions != nil {
			return errors.New(`outcomes, outcome_counts, exit_statuses and executions are for verdict "ok" only (a search stopped by a violation has seen only some end states)`)
		}
		if e.ViolationCount != nil && !e.MultipleErrors {
			return errors.New(`violation_count needs multiple_errors (without it there is exactly one violation)`)
		}
	default:
		return fmt.Errorf(`verdict %q, want "ok" or "violation"`, e.Verdict)
	}
	seen := map[string]bool{}
	for _, o := range e.Outcomes {
		if seen[o] {
			return fmt.Errorf("outcome %q listed twice", o)
		}
		seen[o] = true
	}
	for o := range e.OutcomeCounts {
		if e.Outcomes != nil && !seen[o] {
			return fmt.Errorf("outcome_counts names %q, which is not in outcomes", o)
		}
	}
	return nil
}

// concProgram is one program directory under conc/, or one of its
// variants: the same program searched with other flags (its own
// expect.VARIANT.json, whose "flags" say how), named DIR@VARIANT.
type concProgram struct {
	name, dir string
	expect    concExpect
	variant   string // "" for the program's own expect.json
}

// concPrograms discovers the programs under conc/ and their variants and
// reads their expectations; it fails the test on a program without a
// valid expect.json or Main.java, or a variant without flags.
func concPrograms(t *testing.T) []concProgram {
	t.Helper()
	return programsUnder(t, concRoot)
}

// programsUnder reads the programs (and variants) under root, as
// concPrograms says.
func programsUnder(t *testing.T, root string) []concProgram {
	t.Helper()
	var ps []concProgram
	for _, name := range programDirs(t, root) {
		dir := filepath.Join(root, name)
		if _, err := os.Stat(filepath.Join(dir, "Main.java")); err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		e, err := loadConcExpect(filepath.Join(dir, "expect.json"))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		ps = append(ps, concProgram{name: name, dir: dir, expect: e})
		variants, err := filepath.Glob(filepath.Join(dir, "expect.*.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range variants {
			variant := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(path), "expect."), ".json")
			e, err := loadConcExpect(path)
			switch {
			case err != nil:
				t.Errorf("%v", err)
			case len(e.Flags) == 0:
				t.Errorf("%s: a variant without \"flags\" searches the program as expect.json does", path)
			default:
				ps = append(ps, concProgram{name: name + "@" + variant, dir: dir, expect: e, variant: variant})
			}
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	return ps
}

// concKnownFailing loads conc/KNOWN_FAILING and checks that it names only
// programs that exist.
func concKnownFailing(t *testing.T, ps []concProgram) knownFailing {
	t.Helper()
	known := loadKnownFailing(t, filepath.Join(concRoot, "KNOWN_FAILING"))
	valid := map[string]bool{}
	for _, p := range ps {
		valid[p.name] = true
	}
	known.checkNames(t, valid)
	return known
}

// guestlibDir is the directory of the guest library's classes (Verify),
// written once per test binary.
var guestlibDir = sync.OnceValues(guestlib.Dir)

// concCompile compiles a program against the guest library and returns
// the class directory; javac's on-disk cache makes the second compilation
// of a program (TestConc after TestConcOracle) cheap.
func concCompile(t *testing.T, p concProgram) string {
	t.Helper()
	lib, err := guestlibDir()
	if err != nil {
		t.Fatalf("guest library classes: %v", err)
	}
	return javactest.Compile(t, p.dir, javac.Options{ClassPath: lib})
}

// TestConcExpectations checks every expect.json and conc/KNOWN_FAILING
// without running anything, so that they are validated even where there
// is no JDK.
func TestConcExpectations(t *testing.T) {
	ps := concPrograms(t)
	concKnownFailing(t, ps)
	if len(ps) < 60 {
		t.Errorf("%d programs under %s, want at least 60", len(ps), concRoot)
	}
}

// TestConcOracle runs every program under conc/ once with the real JVM
// (`java -ea`, Verify on the class path, where it returns the first
// choice) and checks that it terminates within concOracleTimeout and,
// for "ok" programs, ends normally with one of the listed outcomes and
// exit statuses. Java samples one interleaving, so for "violation"
// programs it may or may not hit the bug; a program expected to deadlock
// may also hang here.
func TestConcOracle(t *testing.T) {
	ps := concPrograms(t)
	j := defaultJDK(t)
	for _, p := range ps {
		if p.variant != "" {
			continue // java runs the program alike whatever gojpf's flags
		}
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, p)
			lib, _ := guestlibDir()
			timeout := concOracleTimeout
			if p.expect.Property == "deadlock" {
				timeout = concOracleDeadlockTimeout
			}
			jr, timedOut, err := runConcJava(j, classes+string(os.PathListSeparator)+lib, timeout)
			if err != nil {
				t.Fatal(err)
			}
			if timedOut && p.expect.Property == "deadlock" {
				t.Logf("java did not finish within %v: it deadlocked too", timeout)
			}
			for _, problem := range concOracleProblems(p.expect, jr, timedOut, timeout) {
				t.Error(problem)
			}
		})
	}
}

// concOracleProblems lists how a java run contradicts the expectation.
func concOracleProblems(e concExpect, jr javaRun, timedOut bool, timeout time.Duration) []string {
	show := func() string {
		return fmt.Sprintf("java exit %d\nstdout:\n%s\nstderr:\n%s", jr.exit, indent(clip(jr.stdout, 3000)), indent(clip(jr.stderr, 3000)))
	}
	if timedOut {
		if e.Property == "deadlock" {
			return nil // java hit the expected deadlock
		}
		return []string{fmt.Sprintf("java did not finish within %v\n%s", timeout, show())}
	}
	if e.Verdict != "ok" {
		return nil
	}
	var problems []string
	if _, trace := javaoracle.SplitTrace(jr.stderr); trace != nil {
		problems = append(problems, fmt.Sprintf("uncaught exception in a program expected to be correct\n%s", show()))
	}
	if !slices.Contains(e.exitStatuses(), jr.exit) {
		problems = append(problems, fmt.Sprintf("java exit status %d, not one of %v\n%s", jr.exit, e.exitStatuses(), show()))
	}
	if e.Outcomes != nil && !slices.Contains(e.Outcomes, string(jr.stdout)) {
		problems = append(problems, fmt.Sprintf("java printed %q, not one of the outcomes %q\n%s", jr.stdout, e.Outcomes, show()))
	}
	return problems
}

// runConcJava runs Main with the real JVM and the given class path,
// killing it after timeout (then timedOut is true).
func runConcJava(j jdk, classPath string, timeout time.Duration) (jr javaRun, timedOut bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	argv := append(javaoracle.Flags(), "-cp", classPath, "Main")
	cmd := exec.CommandContext(ctx, j.java, argv...)
	cmd.Env = javaoracle.Env()
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	jr = javaRun{stdout: stdout.Bytes(), stderr: stderr.Bytes()}
	var exitErr *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return jr, true, nil
	case errors.As(err, &exitErr):
		jr.exit = exitErr.ExitCode()
	case err != nil:
		return jr, false, fmt.Errorf("running %s: %w", j.java, err)
	}
	return jr, false, nil
}

// concReport is the part of gojpf's JSON report that TestConc reads.
type concReport struct {
	Verdict    string          `json:"verdict"`
	Violations []concViolation `json:"violations"`
	Outcomes   []concOutcome   `json:"outcomes"`
	Stats      concStats       `json:"stats"`
	Error      string          `json:"error"`
	// SchedulerStats are the scheduler's own counters.
	SchedulerStats map[string]int64 `json:"scheduler_stats"`
	// Workers is how many workers searched (-j).
	Workers int `json:"workers"`
}

type concViolation struct {
	Property  string          `json:"property"`
	Exception string          `json:"exception"`
	Message   string          `json:"message"`
	Thread    string          `json:"thread"`
	Trace     json.RawMessage `json:"trace"`
}

type concOutcome struct {
	Stdout     string `json:"stdout"`
	ExitStatus int    `json:"exit_status"`
	Count      int64  `json:"count"`
}

// concStats holds the counters that must be the same run after run
// (elapsed_ms and peak_memory_bytes are not); nil means absent.
type concStats struct {
	NewStates        *int64 `json:"new_states"`
	VisitedStates    *int64 `json:"visited_states"`
	Backtracked      *int64 `json:"backtracked"`
	EndStates        *int64 `json:"end_states"`
	Executions       *int64 `json:"executions"`
	Transitions      *int64 `json:"transitions"`
	Instructions     *int64 `json:"instructions"`
	MaxDepth         *int64 `json:"max_depth"`
	ChoiceGenerators *int64 `json:"choice_generators"`
	// ElapsedMS varies run to run: only reported (TestConcSchedulers).
	ElapsedMS int64 `json:"elapsed_ms"`
}

// concStatNames are the deterministic counters, with their JSON names.
func (s concStats) counters() []struct {
	name  string
	value *int64
} {
	return []struct {
		name  string
		value *int64
	}{
		{"new_states", s.NewStates},
		{"visited_states", s.VisitedStates},
		{"backtracked", s.Backtracked},
		{"end_states", s.EndStates},
		{"executions", s.Executions},
		{"transitions", s.Transitions},
		{"instructions", s.Instructions},
		{"max_depth", s.MaxDepth},
		{"choice_generators", s.ChoiceGenerators},
	}
}

// concResult is one gojpf search of a program, as the checks see it.
type concResult struct {
	label    string // which run: "run 1", "run 2", "without state matching"
	bounded  bool   // a search without state matching, which may stop at concNoMatchingMaxStates
	broken   string // the run panicked, hung, was not started or left no readable report: nothing else is checked
	exit     int
	report   *concReport
	stderr   []byte
	describe string
	// flags and reportPath: how it was run, where its report is.
	flags      []string
	reportPath string
}

// concMaxStates bounds every search with state matching: a program
// whose complete state space is larger comes out "incomplete" (and
// belongs in conc/KNOWN_FAILING), deterministically and in a few
// seconds. A program may raise it with "flags": ["--max-states=N"].
const concMaxStates = 150_000

// concNoMatchingMaxStates bounds the search without state matching. An
// unreduced search without state matching explores every interleaving
// as its own path: beyond the smallest programs (two threads that only
// start and end already take more than 250,000 states) it cannot finish,
// so it is bounded, and then only checked for finding nothing that the
// search with state matching does not (see concStateMatchingProblems).
const concNoMatchingMaxStates = 2_000

// concTimeLimit is gojpf's own --time-limit: three quarters of the
// Go-side watchdog (-gojpf.run-timeout), so that a search slowed down by
// a busy machine ends cleanly as "incomplete" before the watchdog
// abandons it. The state bounds, not time, are what limit the searches
// normally (deterministically).
func concTimeLimit() string {
	s := int((*runTimeout * 3 / 4).Seconds())
	return fmt.Sprintf("%ds", max(s, 1))
}

// concFlags are the gojpf flags of one search of a program.
func concFlags(e concExpect, stateMatching bool) []string {
	flags := []string{"--por=none", "--outcomes", "--time-limit", concTimeLimit()}
	if stateMatching {
		flags = append(flags, fmt.Sprintf("--max-states=%d", concMaxStates))
	} else {
		flags = append(flags, "--state-matching=false", fmt.Sprintf("--max-states=%d", concNoMatchingMaxStates))
	}
	if e.MultipleErrors {
		flags = append(flags, "--multiple-errors")
	}
	// Last, so that they can override the flags above (the last value
	// of a flag wins); the bound without state matching stays.
	if stateMatching {
		return append(flags, e.Flags...)
	}
	var extra []string
	for _, f := range e.Flags {
		if !strings.HasPrefix(f, "--max-states") {
			extra = append(extra, f)
		}
	}
	return append(flags, extra...)
}

// runConc runs one search in-process (runGojpf: panics recovered,
// watchdog) and reads the full JSON report.
func runConc(t *testing.T, label string, jdkFlags []string, p concProgram, classes string, stateMatching bool) concResult {
	flags := append(append([]string{}, jdkFlags...), concFlags(p.expect, stateMatching)...)
	r := runConcArgs(t, label, flags, classes)
	r.bounded = !stateMatching
	return r
}

// runConcArgs runs gojpf with flags on the program's classes.
func runConcArgs(t *testing.T, label string, flags []string, classes string) concResult {
	return runConcMain(t, label, flags, classes, "Main")
}

// runConcMain is runConcArgs with another main class.
func runConcMain(t *testing.T, label string, flags []string, classes, main string) concResult {
	return runConcMainArgs(t, label, flags, classes, main, nil)
}

// runConcMainArgs is runConcMain with the program's arguments.
func runConcMainArgs(t *testing.T, label string, flags []string, classes, main string, args []string) concResult {
	gr := runGojpf(t, flags, classes, main, args)
	r := concResult{label: label, exit: gr.exit, stderr: gr.stderr, describe: gr.describe(), flags: flags, reportPath: reportPathOf(gr.argv)}
	if b := gr.brokenRun(); b != "" {
		r.broken = b
		return r
	}
	if gr.reportErr != nil {
		r.broken = fmt.Sprintf("%v\n%s\nstderr:\n%s", gr.reportErr, gr.describe(), indent(clip(gr.stderr, 3000)))
		return r
	}
	path := reportPathOf(gr.argv)
	data, err := os.ReadFile(path)
	if err == nil {
		var rep concReport
		if err = json.Unmarshal(data, &rep); err == nil {
			r.report = &rep
			return r
		}
	}
	r.broken = fmt.Sprintf("reading the JSON report %s: %v\n%s", path, err, gr.describe())
	return r
}

// reportPathOf finds the --report-json argument of a gojpf command line.
func reportPathOf(argv []string) string {
	for i, a := range argv {
		if a == "--report-json" && i+1 < len(argv) {
			return argv[i+1]
		}
		if v, ok := strings.CutPrefix(a, "--report-json="); ok {
			return v
		}
	}
	return ""
}

// TestConc runs gojpf's unreduced search (--por=none) on every program
// under conc/ and checks it against expect.json: exit code, verdict, the
// property and exception of the violation, the exact set of outcomes and
// exit statuses. Every program is searched twice, and the two reports must
// agree on the verdict, the counters, the outcomes and the violation
// trace (determinism). Unless the program needs state matching to
// terminate, it is searched once more with --state-matching=false
// (bounded, see concNoMatchingMaxStates), which must agree with the
// search with state matching (soundness of state matching). Programs
// listed in conc/KNOWN_FAILING are skipped while they fail and fail the
// test once they pass.
func TestConc(t *testing.T) {
	ps := concPrograms(t)
	known := concKnownFailing(t, ps)
	j := defaultJDK(t)
	jdkFlags := gojpfJDKFlags(j)
	for _, p := range ps {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			classes := concCompile(t, p)
			results := []concResult{runConc(t, "run 1", jdkFlags, p, classes, true)}
			// When the first search already misses the expectation, the
			// others would mostly repeat it (or the time it took): skip them.
			if len(concResultProblems(p.expect, results[0])) == 0 {
				results = append(results, runConc(t, "run 2", jdkFlags, p, classes, true))
				if !p.expect.StateMatchingRequired {
					nm := runConc(t, "without state matching", jdkFlags, p, classes, false)
					if nm.report != nil && nm.report.Verdict == "incomplete" {
						t.Logf("the search without state matching stopped at %d states: checked for agreement only as far as it went", concNoMatchingMaxStates)
					}
					results = append(results, nm)
				}
			} else {
				t.Logf("run 1 misses the expectation: runs 2 and 3 skipped")
			}
			known.verdict(t, p.name, concProblems(p.expect, results))
		})
	}
}

// concProblems lists every way in which the searches of one program miss
// its expectation or disagree with each other. results[0] and results[1]
// are two runs with state matching, results[2] (if any) one without.
func concProblems(e concExpect, results []concResult) []string {
	var problems []string
	for _, r := range results {
		for _, p := range concResultProblems(e, r) {
			problems = append(problems, r.label+": "+p)
		}
	}
	if len(results) >= 2 && results[0].report != nil && results[1].report != nil {
		problems = append(problems, concDeterminismProblems(*results[0].report, *results[1].report)...)
	}
	if len(results) >= 3 && results[0].report != nil && results[2].report != nil {
		problems = append(problems, concStateMatchingProblems(*results[0].report, *results[2].report)...)
	}
	return problems
}

// closeProblem checks that a complete search of a program that needs
// state matching to end (a spin loop) ended by matching states.
func closeProblem(e concExpect, rep *concReport) string {
	if e.StateMatchingRequired && rep.Verdict == "ok" && rep.Stats.VisitedStates != nil && *rep.Stats.VisitedStates == 0 {
		return "no state matched, yet the program needs state matching to end"
	}
	return ""
}

// concResultProblems checks one search against the expectation.
func concResultProblems(e concExpect, r concResult) []string {
	if r.broken != "" {
		return []string{r.broken}
	}
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	rep := r.report
	if r.bounded && rep.Verdict == "incomplete" {
		return concBoundedProblems(e, r)
	}
	wantExit := 0
	if e.Verdict == "violation" {
		wantExit = 1
	}
	if r.exit != wantExit || rep.Verdict != e.Verdict {
		msg := fmt.Sprintf("exit code %d and verdict %q, want %d and %q", r.exit, rep.Verdict, wantExit, e.Verdict)
		if rep.Error != "" {
			msg += "\nreport error: " + rep.Error
		}
		if len(rep.Violations) > 0 {
			v := rep.Violations[0]
			msg += fmt.Sprintf("\nfirst violation: %s %s %q in thread %q", v.Property, v.Exception, v.Message, v.Thread)
		}
		add("%s\n%s\nstderr:\n%s", msg, r.describe, indent(clip(r.stderr, 3000)))
	}
	for _, c := range rep.Stats.counters() {
		if c.value == nil {
			add("the report has no stats.%s", c.name)
		}
	}
	if e.Executions != nil && rep.Stats.Executions != nil && *rep.Stats.Executions != *e.Executions {
		add("stats.executions = %d, want %d", *rep.Stats.Executions, *e.Executions)
	}
	if p := closeProblem(e, rep); p != "" {
		add("%s", p)
	}

	if e.Verdict == "violation" {
		problems = append(problems, concViolationProblems(e, rep.Violations)...)
		return problems
	}
	if len(rep.Violations) != 0 {
		add("%d violations reported, want none; the first: %+v", len(rep.Violations), rep.Violations[0])
	}
	if rep.Verdict != "ok" {
		return problems // the outcomes of an incomplete search say nothing
	}
	if len(rep.Outcomes) == 0 {
		add("no outcomes in the report (with --outcomes an ok search lists at least one)")
		return problems
	}
	counts := map[string]int64{}
	statuses := map[int]bool{}
	for _, o := range rep.Outcomes {
		if o.Count < 1 {
			add("outcome %q (exit status %d) has count %d", o.Stdout, o.ExitStatus, o.Count)
		}
		counts[o.Stdout] += o.Count
		statuses[o.ExitStatus] = true
	}
	if e.Outcomes != nil {
		if missing, extra := setDiff(e.Outcomes, mapKeys(counts)); len(missing)+len(extra) > 0 {
			add("outcomes differ: missing %q, unexpected %q (all: %s)", missing, extra, outcomesString(rep.Outcomes))
		}
	}
	for o, n := range e.OutcomeCounts {
		if counts[o] != n {
			add("outcome %q reached %d times, want %d (all: %s)", o, counts[o], n, outcomesString(rep.Outcomes))
		}
	}
	if missing, extra := setDiff(e.exitStatuses(), mapKeys(statuses)); len(missing)+len(extra) > 0 {
		add("exit statuses differ: missing %v, unexpected %v (all: %s)", missing, extra, outcomesString(rep.Outcomes))
	}
	return problems
}

// concBoundedProblems checks a search without state matching that
// stopped at its bound: it must have found no violation the expectation
// does not allow and no outcome outside the expected ones.
func concBoundedProblems(e concExpect, r concResult) []string {
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	rep := r.report
	if r.exit != 4 {
		add("exit code %d with verdict \"incomplete\", want 4\n%s", r.exit, r.describe)
	}
	if len(rep.Violations) != 0 {
		add("an incomplete search reports %d violations; the first: %+v", len(rep.Violations), rep.Violations[0])
	}
	if e.Verdict != "ok" {
		return problems
	}
	var stdouts []string
	var statuses []int
	for _, o := range rep.Outcomes {
		stdouts = append(stdouts, o.Stdout)
		statuses = append(statuses, o.ExitStatus)
	}
	if e.Outcomes != nil {
		if _, extra := setDiff(e.Outcomes, stdouts); len(extra) > 0 {
			add("unexpected outcomes %q (all: %s)", extra, outcomesString(rep.Outcomes))
		}
	}
	if _, extra := setDiff(e.exitStatuses(), statuses); len(extra) > 0 {
		add("unexpected exit statuses %v (all: %s)", extra, outcomesString(rep.Outcomes))
	}
	return problems
}

// concViolationProblems checks the reported violations of a "violation"
// program.
func concViolationProblems(e concExpect, vs []concViolation) []string {
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	if len(vs) == 0 {
		return []string{"no violations in the report"}
	}
	matches := func(v concViolation) bool { return v.Property == e.Property && v.Exception == e.Exception }
	switch {
	case !e.MultipleErrors:
		if len(vs) != 1 {
			add("%d violations reported, want 1 (the search stops at the first without --multiple-errors)", len(vs))
		}
		if !matches(vs[0]) {
			add("violation {property %q, exception %q, message %q, thread %q}, want {%q, %q}",
				vs[0].Property, vs[0].Exception, vs[0].Message, vs[0].Thread, e.Property, e.Exception)
		}
	default:
		if !slices.ContainsFunc(vs, matches) {
			add("no violation is {property %q, exception %q}: %+v", e.Property, e.Exception, vs)
		}
		if e.ViolationCount != nil && len(vs) != *e.ViolationCount {
			add("%d violations reported, want %d", len(vs), *e.ViolationCount)
		}
	}
	for i, v := range vs {
		var steps []json.RawMessage
		if err := json.Unmarshal(v.Trace, &steps); err != nil || len(steps) == 0 {
			add("violation %d has no trace (want a non-empty array of transitions): %s", i, clip(v.Trace, 200))
		}
		if v.Property == "uncaught-exception" && v.Thread == "" {
			add("violation %d (uncaught %s) names no thread", i, v.Exception)
		}
	}
	return problems
}

// concDeterminismProblems compares two searches with the same
// configuration: everything but times and memory must be the same.
func concDeterminismProblems(a, b concReport) []string {
	var problems []string
	add := func(format string, x ...any) {
		problems = append(problems, "not deterministic: "+fmt.Sprintf(format, x...))
	}
	if a.Verdict != b.Verdict {
		add("verdict %q, then %q", a.Verdict, b.Verdict)
	}
	ac, bc := a.Stats.counters(), b.Stats.counters()
	for i := range ac {
		if x, y := ac[i].value, bc[i].value; x != nil && y != nil && *x != *y {
			add("stats.%s %d, then %d", ac[i].name, *x, *y)
		}
	}
	if !reflect.DeepEqual(a.Outcomes, b.Outcomes) {
		add("outcomes %s, then %s", outcomesString(a.Outcomes), outcomesString(b.Outcomes))
	}
	if len(a.Violations) != len(b.Violations) {
		add("%d violations, then %d", len(a.Violations), len(b.Violations))
		return problems
	}
	for i := range a.Violations {
		va, vb := a.Violations[i], b.Violations[i]
		if va.Property != vb.Property || va.Exception != vb.Exception || va.Message != vb.Message || va.Thread != vb.Thread {
			add("violation %d: %s %s %q in %q, then %s %s %q in %q", i,
				va.Property, va.Exception, va.Message, va.Thread, vb.Property, vb.Exception, vb.Message, vb.Thread)
		}
		if ta, tb := compactJSON(va.Trace), compactJSON(vb.Trace); !bytes.Equal(ta, tb) {
			add("violation %d: the traces differ:\n%s", i, diffText("run 1", ta, "run 2", tb))
		}
	}
	return problems
}

// concStateMatchingProblems compares a search with state matching (a)
// and one without (b): state matching may only prune states already
// explored, so the verdict and the set of outcomes must be the same. When
// b stopped at its bound, it must at least have found nothing that a
// did not.
func concStateMatchingProblems(a, b concReport) []string {
	var problems []string
	key := func(o concOutcome) string { return fmt.Sprintf("%q (exit status %d)", o.Stdout, o.ExitStatus) }
	var as, bs []string
	for _, o := range a.Outcomes {
		as = append(as, key(o))
	}
	for _, o := range b.Outcomes {
		bs = append(bs, key(o))
	}
	if b.Verdict == "incomplete" {
		if a.Verdict == "ok" {
			if _, extra := setDiff(as, bs); len(extra) > 0 {
				problems = append(problems, fmt.Sprintf("state matching loses outcomes that the (bounded) search without it finds: %s",
					strings.Join(extra, ", ")))
			}
		}
		return problems
	}
	if a.Verdict != b.Verdict {
		problems = append(problems, fmt.Sprintf("state matching changes the verdict: %q with it, %q without", a.Verdict, b.Verdict))
	}
	if a.Verdict == "ok" && b.Verdict == "ok" {
		if missing, extra := setDiff(bs, as); len(missing)+len(extra) > 0 {
			problems = append(problems, fmt.Sprintf("state matching changes the outcomes: with it %s missing and %s extra, compared with the search without it",
				strings.Join(missing, ", "), strings.Join(extra, ", ")))
		}
	}
	return problems
}

// setDiff returns the elements of want not in got and those of got not in
// want, each sorted and without duplicates.
func setDiff[T comparable](want, got []T) (missing, extra []T) {
	w, g := map[T]bool{}, map[T]bool{}
	for _, x := range want {
		w[x] = true
	}
	for _, x := range got {
		g[x] = true
	}
	for x := range w {
		if !g[x] {
			missing = append(missing, x)
		}
	}
	for x := range g {
		if !w[x] {
			extra = append(extra, x)
		}
	}
	sortAny(missing)
	sortAny(extra)
	return missing, extra
}

func sortAny[T comparable](xs []T) {
	sort.Slice(xs, func(i, j int) bool { return fmt.Sprint(xs[i]) < fmt.Sprint(xs[j]) })
}

func mapKeys[K comparable, V any](m map[K]V) []K {
	keys := make([]K, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

func outcomesString(outs []concOutcome) string {
	var parts []string
	for _, o := range outs {
		parts = append(parts, fmt.Sprintf("%q/exit %d ×%d", o.Stdout, o.ExitStatus, o.Count))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func compactJSON(raw json.RawMessage) []byte {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}

// TestConcProblems checks the checks on made-up reports, so that a
// harness bug cannot make every program pass.
func TestConcProblems(t *testing.T) {
	n := func(v int64) *int64 { return &v }
	stats := func(execs int64) concStats {
		return concStats{n(5), n(1), n(4), n(execs), n(execs), n(6), n(300), n(4), n(2), 0}
	}
	okRep := func(outcomes ...concOutcome) *concReport {
		return &concReport{Verdict: "ok", Outcomes: outcomes, Stats: stats(2)}
	}
	trace := json.RawMessage(`[{"thread": 1, "cg": "SHARED", "steps": [{"class": "Main", "method": "main", "file": "Main.java", "line": 3}]}]`)
	violRep := func(exc string, tr json.RawMessage) *concReport {
		return &concReport{Verdict: "violation", Stats: stats(1),
			Violations: []concViolation{{Property: "uncaught-exception", Exception: exc, Thread: "Thread-0", Trace: tr}}}
	}
	ok := func(label string, rep *concReport) concResult { return concResult{label: label, report: rep} }
	bad := func(label string, rep *concReport) concResult { return concResult{label: label, exit: 1, report: rep} }
	incomplete := func(outcomes ...concOutcome) concResult {
		return concResult{label: "3", bounded: true, exit: 4, report: &concReport{Verdict: "incomplete", Outcomes: outcomes, Stats: stats(7)}}
	}
	one, two := concOutcome{Stdout: "1\n", Count: 1}, concOutcome{Stdout: "2\n", Count: 1}
	okExpect := concExpect{Verdict: "ok", Outcomes: []string{"1\n", "2\n"}, Note: "x"}
	assertExpect := concExpect{Verdict: "violation", Property: "uncaught-exception", Exception: "java.lang.AssertionError", Note: "x"}

	tests := []struct {
		name    string
		expect  concExpect
		results []concResult
		want    int // number of problems
	}{
		{"ok", okExpect, []concResult{ok("1", okRep(one, two)), ok("2", okRep(one, two)), ok("3", okRep(one, two))}, 0},
		{"outcome missing", okExpect, []concResult{ok("1", okRep(two)), ok("2", okRep(two))}, 2},
		{"outcome extra", concExpect{Verdict: "ok", Outcomes: []string{"2\n"}, Note: "x"}, []concResult{ok("1", okRep(one, two))}, 1},
		{"outcomes unchecked", concExpect{Verdict: "ok", Note: "x"}, []concResult{ok("1", okRep(one, two))}, 0},
		{"exit status", okExpect, []concResult{ok("1", okRep(one, concOutcome{Stdout: "2\n", ExitStatus: 3, Count: 1}))}, 1},
		{"no outcomes", okExpect, []concResult{ok("1", okRep())}, 1},
		{"count", concExpect{Verdict: "ok", OutcomeCounts: map[string]int64{"1\n": 2}, Note: "x"}, []concResult{ok("1", okRep(one, two))}, 1},
		{"executions", concExpect{Verdict: "ok", Executions: n(1), Note: "x"}, []concResult{ok("1", okRep(one, two))}, 1},
		{"missing stat", okExpect, []concResult{ok("1", &concReport{Verdict: "ok", Outcomes: []concOutcome{one, two}})}, 9},
		{"exit code", okExpect, []concResult{{label: "1", exit: 4, report: okRep(one, two)}}, 1},
		{"unexpected violation", okExpect, []concResult{bad("1", violRep("java.lang.AssertionError", trace))}, 2},
		{"broken", okExpect, []concResult{{label: "1", broken: "gojpf panicked"}}, 1},
		{"violation", assertExpect, []concResult{bad("1", violRep("java.lang.AssertionError", trace)), bad("2", violRep("java.lang.AssertionError", trace))}, 0},
		{"wrong exception", assertExpect, []concResult{bad("1", violRep("java.lang.IllegalStateException", trace))}, 1},
		{"no trace", assertExpect, []concResult{bad("1", violRep("java.lang.AssertionError", nil))}, 1},
		{"trace differs", assertExpect, []concResult{bad("1", violRep("java.lang.AssertionError", trace)),
			bad("2", violRep("java.lang.AssertionError", json.RawMessage(strings.Replace(string(trace), "3}", "4}", 1))))}, 1},
		{"trace same up to spacing", assertExpect, []concResult{bad("1", violRep("java.lang.AssertionError", trace)),
			bad("2", violRep("java.lang.AssertionError", json.RawMessage(strings.ReplaceAll(string(trace), ": ", ":"))))}, 0},
		{"stats differ", okExpect, []concResult{ok("1", okRep(one, two)), ok("2", &concReport{Verdict: "ok", Outcomes: []concOutcome{one, two}, Stats: stats(3)})}, 2},
		{"state matching loses an outcome", concExpect{Verdict: "ok", Note: "x"},
			[]concResult{ok("1", okRep(one)), ok("2", okRep(one)), ok("3", okRep(one, two))}, 1},
		{"bounded without state matching", okExpect,
			[]concResult{ok("1", okRep(one, two)), ok("2", okRep(one, two)), incomplete(two)}, 0},
		{"bounded without state matching, violation expected", assertExpect,
			[]concResult{bad("1", violRep("java.lang.AssertionError", trace)), bad("2", violRep("java.lang.AssertionError", trace)), incomplete(two)}, 0},
		{"bounded without state matching finds more", okExpect,
			[]concResult{ok("1", okRep(one)), ok("2", okRep(one)), incomplete(two)}, 3},
		{"bounded without state matching finds an unexpected outcome", okExpect,
			[]concResult{ok("1", okRep(one, two)), ok("2", okRep(one, two)), incomplete(concOutcome{Stdout: "3\n", Count: 1})}, 2},
		{"bounded without state matching, wrong exit code", okExpect,
			[]concResult{ok("1", okRep(one, two)), ok("2", okRep(one, two)), {label: "3", bounded: true, report: &concReport{Verdict: "incomplete", Stats: stats(7)}}}, 1},
		{"incomplete with state matching", okExpect, []concResult{{label: "1", exit: 4, report: &concReport{Verdict: "incomplete", Outcomes: []concOutcome{one, two}, Stats: stats(7)}}}, 1},
		{"state matching changes the verdict", okExpect,
			[]concResult{ok("1", okRep(one, two)), ok("2", okRep(one, two)), bad("3", violRep("java.lang.AssertionError", trace))}, 3},
	}
	for _, tc := range tests {
		got := concProblems(tc.expect, tc.results)
		if len(got) != tc.want {
			t.Errorf("%s: %d problems, want %d:\n%s", tc.name, len(got), tc.want, strings.Join(got, "\n"))
		}
	}

	multi := concExpect{Verdict: "violation", Property: "uncaught-exception", Exception: "java.lang.AssertionError", MultipleErrors: true, ViolationCount: func() *int { v := 2; return &v }(), Note: "x"}
	rep := violRep("java.lang.IllegalStateException", trace)
	rep.Violations = append(rep.Violations, concViolation{Property: "uncaught-exception", Exception: "java.lang.AssertionError", Thread: "main", Trace: trace})
	if got := concProblems(multi, []concResult{bad("1", rep)}); len(got) != 0 {
		t.Errorf("multiple errors: %d problems, want 0:\n%s", len(got), strings.Join(got, "\n"))
	}
	rep.Violations = rep.Violations[:1]
	if got := concProblems(multi, []concResult{bad("1", rep)}); len(got) != 2 {
		t.Errorf("multiple errors, one missing: %d problems, want 2:\n%s", len(got), strings.Join(got, "\n"))
	}

	for _, bad := range []string{
		`{"verdict": "ok", "note": "x", "property": "deadlock"}`,
		`{"verdict": "violation", "note": "x", "property": "uncaught-exception"}`,
		`{"verdict": "violation", "note": "x", "property": "deadlock", "outcomes": ["1\n"]}`,
		`{"verdict": "violation", "note": "x", "property": "race"}`,
		`{"verdict": "ok", "note": "x", "outcomes": ["1\n", "1\n"]}`,
		`{"verdict": "ok", "note": "x", "outcomes": ["1\n"], "outcome_counts": {"2\n": 1}}`,
		`{"verdict": "ok"}`,
		`{"verdict": "maybe", "note": "x"}`,
	} {
		var e concExpect
		if err := json.Unmarshal([]byte(bad), &e); err != nil {
			t.Fatalf("%s: %v", bad, err)
		}
		if e.validate() == nil {
			t.Errorf("validate accepts %s", bad)
		}
	}

	javaOut := func(out string, exit int) javaRun { return javaRun{stdout: []byte(out), exit: exit} }
	for _, tc := range []struct {
		name     string
		expect   concExpect
		java     javaRun
		timedOut bool
		want     int
	}{
		{"listed outcome", okExpect, javaOut("2\n", 0), false, 0},
		{"unlisted outcome", okExpect, javaOut("3\n", 0), false, 1},
		{"exit status", okExpect, javaOut("1\n", 3), false, 1},
		{"uncaught", okExpect, javaRun{stdout: []byte("1\n"), stderr: []byte("Exception in thread \"Thread-0\" java.lang.Error\n")}, false, 1},
		{"hang", okExpect, javaRun{}, true, 1},
		{"deadlock hangs", concExpect{Verdict: "violation", Property: "deadlock", Note: "x"}, javaRun{}, true, 0},
		{"violation not hit", assertExpect, javaOut("anything\n", 0), false, 0},
	} {
		if got := concOracleProblems(tc.expect, tc.java, tc.timedOut, time.Second); len(got) != tc.want {
			t.Errorf("oracle %s: %d problems, want %d:\n%s", tc.name, len(got), tc.want, strings.Join(got, "\n"))
		}
	}
}
