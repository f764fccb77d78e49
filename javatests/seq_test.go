package javatests

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/internal/javaoracle"
)

// seqProgram holds what differs from the defaults for one program under
// seq/. A directory without an entry is a program with main class Main,
// no arguments, compiled by the default javac only, that ends normally.
type seqProgram struct {
	main     string   // main class; "" means Main
	args     []string // program arguments
	minJavac int      // needs javac (and java) of at least this version, else the default JDK
	releases []int    // also compile with --release N for each N and run again
	uncaught string   // the program ends with this uncaught exception (java exits 1)
	exit     int      // the program ends by System.exit(exit)
	newerToo bool     // also compiled and run with the newer JDK (21 or newer, the oracle then): variant <name>@newer
}

// oldReleases are the extra --release variants of programs that use
// nothing newer than Java 8: release 8 bytecode differs a lot (string
// concatenation with StringBuilder, access$ bridges instead of nestmates).
var oldReleases = []int{8, 11}

var seqPrograms = map[string]seqProgram{
	"int_arith":            {releases: oldReleases},
	"long_arith":           {releases: oldReleases},
	"float_arith":          {releases: oldReleases},
	"double_arith":         {releases: oldReleases},
	"conversions":          {releases: oldReleases},
	"shifts_bits":          {releases: oldReleases},
	"wide_locals":          {releases: oldReleases},
	"long_double_locals":   {releases: oldReleases},
	"switches":             {releases: oldReleases},
	"multi_array":          {releases: oldReleases},
	"arrays_all_types":     {releases: oldReleases},
	"instanceof_checkcast": {releases: oldReleases},
	"clinit_order":         {releases: oldReleases},
	"interface_init":       {releases: oldReleases},
	"init_error":           {releases: oldReleases},
	"try_finally":          {releases: oldReleases},
	"multi_catch_rethrow":  {releases: oldReleases},
	"stack_traces":         {releases: oldReleases},
	"stack_trace_lambda":   {releases: oldReleases},
	"string_concat":        {releases: oldReleases},
	"method_refs":          {releases: oldReleases},
	"nestmates":            {releases: oldReleases},
	"inner_classes":        {releases: oldReleases},
	"enum_switch":          {releases: oldReleases},
	"string_switch":        {releases: oldReleases},
	"enums":                {releases: oldReleases},
	"super_calls":          {releases: oldReleases},
	"polymorphism":         {releases: oldReleases},
	"varargs":              {releases: oldReleases},
	"static_nested":        {releases: oldReleases},
	"control_flow":         {releases: oldReleases},
	"char_arith":           {releases: oldReleases},
	"synchronized_single":  {releases: oldReleases},
	"string_intern":        {releases: oldReleases},
	"compute_mix":          {releases: oldReleases},
	"concat_surrogates":    {releases: oldReleases},
	"lambdas":              {releases: []int{11}},
	"interface_methods":    {releases: []int{11}},
	"try_with_resources":   {releases: []int{11}},
	"generics_bridge":      {releases: []int{11}},

	"assert_fail":      {uncaught: "java.lang.AssertionError", releases: []int{8}},
	"uncaught_cause":   {uncaught: "Main$StorageException", releases: []int{8}},
	"uncaught_nested":  {uncaught: "java.lang.UnsupportedOperationException"},
	"uncaught_clinit":  {uncaught: "java.lang.ExceptionInInitializerError"},
	"init_error_cause": {uncaught: "java.lang.NoClassDefFoundError"},
	"uncaught_jdk":     {uncaught: "java.lang.NumberFormatException"},
	"packaged_main":    {main: "org.demo.App", uncaught: "org.demo.App$Failure"},
	"system_exit":      {exit: 3},
	"program_args":     {args: []string{"first", "two words", "", "-v", "--", "ünïcödé 😀", "42", "-7", "--verbose"}},
	"varhandle_modes":  {newerToo: true},

	// Java 21 language and library features: compiled and run only with a
	// JDK 21 or newer (javac.FindNewer), which then is also the oracle.
	"pattern_switch":        {minJavac: 21},
	"record_patterns":       {minJavac: 21},
	"sequenced_collections": {minJavac: 21},
}

// seqVariant is one compilation of one program: a subtest.
type seqVariant struct {
	name    string // program, or program@releaseN
	dir     string
	prog    seqProgram
	release int
}

func (v seqVariant) mainClass() string {
	if v.prog.main != "" {
		return v.prog.main
	}
	return "Main"
}

// seqVariants discovers the programs under seq/ and expands their
// release variants; it fails on table entries without a directory.
func seqVariants(t *testing.T) []seqVariant {
	t.Helper()
	names := programDirs(t, "seq")
	have := map[string]bool{}
	var vs []seqVariant
	for _, name := range names {
		have[name] = true
		p := seqPrograms[name]
		dir := filepath.Join("seq", name)
		vs = append(vs, seqVariant{name: name, dir: dir, prog: p})
		for _, r := range p.releases {
			vs = append(vs, seqVariant{name: fmt.Sprintf("%s@release%d", name, r), dir: dir, prog: p, release: r})
		}
		if p.newerToo {
			newer := p
			newer.minJavac = max(newer.minJavac, 21)
			vs = append(vs, seqVariant{name: name + "@newer", dir: dir, prog: newer})
		}
	}
	var stale []string
	for name := range seqPrograms {
		if !have[name] {
			stale = append(stale, name)
		}
	}
	sort.Strings(stale)
	for _, name := range stale {
		t.Errorf("seqPrograms has %q, but there is no directory seq/%s", name, name)
	}
	return vs
}

// seqSetup compiles a variant with the JDK it needs and returns that JDK
// and the class directory; it skips the subtest when the JDK is missing.
type seqSetup struct {
	base  jdk
	newer func() (jdk, error)
}

func newSeqSetup(t *testing.T) seqSetup {
	return seqSetup{
		base:  defaultJDK(t),
		newer: sync.OnceValues(func() (jdk, error) { return newerJDK(21) }),
	}
}

func (s seqSetup) compile(t *testing.T, v seqVariant) (jdk, string) {
	t.Helper()
	j := s.base
	if v.prog.minJavac > 0 {
		newer := s.newer
		if v.prog.minJavac > 21 {
			newer = func() (jdk, error) { return newerJDK(v.prog.minJavac) }
		}
		nj, err := newer()
		if err != nil {
			t.Skipf("needs javac %d or newer: %v", v.prog.minJavac, err)
		}
		j = nj
	}
	classes := javactest.Compile(t, v.dir, javac.Options{Javac: j.javac, Release: v.release})
	return j, classes
}

// TestSeqOracle runs every program under seq/ with the real JVM only and
// checks that it ends the way seqPrograms says, so that the differential
// test compares gojpf against programs known to behave as intended.
func TestSeqOracle(t *testing.T) {
	setup := newSeqSetup(t)
	for _, v := range seqVariants(t) {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			j, classes := setup.compile(t, v)
			jr := runJava(t, j, classes, v.mainClass(), v.prog.args)
			show := func() string {
				return fmt.Sprintf("java exit %d\nstdout:\n%s\nstderr:\n%s", jr.exit, indent(clip(jr.stdout, 3000)), indent(clip(jr.stderr, 3000)))
			}
			if len(jr.stdout) == 0 {
				t.Errorf("the program printed nothing on stdout\n%s", show())
			}
			_, trace := javaoracle.SplitTrace(jr.stderr)
			switch {
			case v.prog.uncaught != "":
				_, class, _, _ := uncaughtException(trace)
				if jr.exit != 1 || trace == nil || class != v.prog.uncaught {
					t.Errorf("want an uncaught %s (exit 1)\n%s", v.prog.uncaught, show())
				}
			case trace != nil:
				t.Errorf("unexpected uncaught exception\n%s", show())
			case jr.exit != v.prog.exit:
				t.Errorf("java exit %d, want %d\n%s", jr.exit, v.prog.exit, show())
			}
		})
	}
}

// TestSeqDifferential runs every program under seq/ with the real JVM and
// with gojpf and compares them (see compareWithJava); programs listed in
// seq/KNOWN_FAILING are skipped while they fail and reported when they
// pass.
func TestSeqDifferential(t *testing.T) {
	setup := newSeqSetup(t)
	vs := seqVariants(t)
	known := loadKnownFailing(t, filepath.Join("seq", "KNOWN_FAILING"))
	valid := map[string]bool{}
	for _, v := range vs {
		valid[v.name] = true
	}
	known.checkNames(t, valid)
	for _, v := range vs {
		t.Run(v.name, func(t *testing.T) {
			t.Parallel()
			j, classes := setup.compile(t, v)
			jr := runJava(t, j, classes, v.mainClass(), v.prog.args)
			gr := runGojpf(t, gojpfJDKFlags(j), classes, v.mainClass(), v.prog.args)
			known.verdict(t, v.name, compareWithJava(jr, gr))
		})
	}
}

// TestTwoVMsInParallel runs the same moderately long program in two gojpf
// runs at once in one process: both must match java and each other (no
// state shared between runs).
func TestTwoVMsInParallel(t *testing.T) {
	const name = "compute_mix"
	known := loadKnownFailing(t, filepath.Join("seq", "KNOWN_FAILING"))
	if reason, listed := known.reasons[name]; listed {
		t.Skipf("%s is known failing: %s", name, reason)
	}
	setup := newSeqSetup(t)
	v := seqVariant{name: name, dir: filepath.Join("seq", name), prog: seqPrograms[name]}
	j, classes := setup.compile(t, v)
	jr := runJava(t, j, classes, v.mainClass(), v.prog.args)
	var runs [2]gojpfRun
	var wg sync.WaitGroup
	for i := range runs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runs[i] = runGojpf(t, gojpfJDKFlags(j), classes, v.mainClass(), v.prog.args)
		}()
	}
	wg.Wait()
	for i, r := range runs {
		for _, p := range compareWithJava(jr, r) {
			t.Errorf("run %d: %s", i, p)
		}
	}
	if t.Failed() {
		return
	}
	a, b := runs[0], runs[1]
	if !bytes.Equal(a.stdout, b.stdout) || !bytes.Equal(a.stderr, b.stderr) || a.exit != b.exit {
		t.Errorf("the two runs differ:\nstdout %s\nstderr %s\nexit %d vs %d",
			diffText("run0", a.stdout, "run1", b.stdout), diffText("run0", a.stderr, "run1", b.stderr), a.exit, b.exit)
	}
}

// hostileCase is a gojpf run of a program under seq_hostile/ with its
// expected result; there is no oracle.
type hostileCase struct {
	name       string
	dir        string   // program directory under seq_hostile/; "" means name
	flags      []string // gojpf flags before -cp
	args       []string // program arguments; "$TMP" is replaced by a fresh temporary directory
	exit       int      // gojpf's exit code
	verdict    string
	exitStatus *int     // the report's exit_status, when it must be present
	stdout     string   // exactly
	stderrAny  []string // stderr names at least one of these (the unsupported method)
	anyStderr  bool     // stderr may hold anything (a limit message); otherwise, without stderrAny, it is empty
	maxElapsed time.Duration
	absentFile string // a path (after $TMP substitution) that must not exist afterwards
}

func intp(n int) *int { return &n }

var hostileCases = []hostileCase{
	{name: "infinite_loop_instructions", dir: "infinite_loop", flags: []string{"--max-instructions", "1000000"},
		exit: 4, verdict: "incomplete", stdout: "start\n", anyStderr: true},
	{name: "infinite_loop_time", dir: "infinite_loop", flags: []string{"--time-limit", "2s"},
		exit: 4, verdict: "incomplete", stdout: "start\n", anyStderr: true, maxElapsed: 30 * time.Second},
	{name: "deep_recursion", exit: 0, verdict: "ok", exitStatus: intp(0), stdout: "caught SOE\ndeep enough\n"},
	{name: "alloc_bomb", flags: []string{"--max-heap", "64MiB"}, exit: 0, verdict: "ok", exitStatus: intp(0), stdout: "caught OOME\nallocated some\n"},
	{name: "system_exit", exit: 0, verdict: "ok", exitStatus: intp(3), stdout: "before exit\n"},
	{name: "file_read", exit: 3, verdict: "unsupported", stdout: "opening /etc/passwd\n", stderrAny: []string{"FileInputStream", "open0"}},
	{name: "file_write", args: []string{"$TMP/should-not-exist.txt"}, exit: 3, verdict: "unsupported", stdout: "writing a file\n",
		stderrAny: []string{"FileOutputStream", "open0"}, absentFile: "$TMP/should-not-exist.txt"},
	{name: "nio_write", args: []string{"$TMP/should-not-exist.txt"}, exit: 3, verdict: "unsupported", stdout: "writing a file\n",
		stderrAny: []string{"should-not-exist.txt"}, absentFile: "$TMP/should-not-exist.txt"},
	{name: "nio_read_outside", exit: 3, verdict: "unsupported", stdout: "reading /etc/passwd\n", stderrAny: []string{"/etc/passwd"}},
	{name: "process_exec", exit: 3, verdict: "unsupported", stdout: "starting ls\n",
		stderrAny: []string{"Runtime.exec", "ProcessBuilder", "ProcessImpl", "forkAndExec"}},
	{name: "socket_connect", exit: 3, verdict: "unsupported", stdout: "connecting\n",
		stderrAny: []string{"Socket", "connect0", "socket0"}},
}

// TestSeqHostile checks gojpf alone on programs that must be stopped by a
// limit or refused as unsupported; seq_hostile/KNOWN_FAILING gates them
// like seq/KNOWN_FAILING.
func TestSeqHostile(t *testing.T) {
	known := loadKnownFailing(t, filepath.Join("seq_hostile", "KNOWN_FAILING"))
	valid := map[string]bool{}
	usedDirs := map[string]bool{}
	for _, c := range hostileCases {
		valid[c.name] = true
		if c.dir == "" {
			usedDirs[c.name] = true
		} else {
			usedDirs[c.dir] = true
		}
	}
	known.checkNames(t, valid)
	for _, d := range programDirs(t, "seq_hostile") {
		if !usedDirs[d] {
			t.Errorf("seq_hostile/%s is used by no case in hostileCases", d)
		}
	}
	if _, err := javac.Find(); err != nil {
		t.Skipf("no JDK: %v", err)
	}
	for _, c := range hostileCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := c.dir
			if dir == "" {
				dir = c.name
			}
			classes := javactest.Compile(t, filepath.Join("seq_hostile", dir), javac.Options{})
			tmp := t.TempDir()
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = strings.ReplaceAll(a, "$TMP", tmp)
			}
			r := runGojpf(t, c.flags, classes, "Main", args)
			var problems []string
			if p := r.brokenRun(); p != "" {
				problems = append(problems, p)
			} else {
				problems = hostileProblems(c, r)
			}
			if c.absentFile != "" {
				f := strings.ReplaceAll(c.absentFile, "$TMP", tmp)
				if _, err := os.Stat(f); err == nil {
					problems = append(problems, fmt.Sprintf("the guest created a real file: %s", f))
				}
			}
			known.verdict(t, c.name, problems)
		})
	}
}

func hostileProblems(c hostileCase, r gojpfRun) []string {
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	if r.exit != c.exit {
		add("gojpf exit code %d, want %d\n%s\nstderr:\n%s", r.exit, c.exit, r.describe(), indent(clip(r.stderr, 3000)))
	}
	if string(r.stdout) != c.stdout {
		add("stdout differs:\n%s", diffText("want", []byte(c.stdout), "gojpf", r.stdout))
	}
	switch {
	case c.anyStderr:
	case len(c.stderrAny) == 0:
		if len(r.stderr) != 0 {
			add("stderr should be empty (--quiet), got:\n%s", indent(clip(r.stderr, 3000)))
		}
	default:
		found := false
		for _, s := range c.stderrAny {
			found = found || strings.Contains(string(r.stderr), s)
		}
		if !found {
			add("stderr names none of %q:\n%s", c.stderrAny, indent(clip(r.stderr, 3000)))
		}
	}
	if c.maxElapsed > 0 && r.elapsed > c.maxElapsed {
		add("the run took %v, more than %v", r.elapsed.Round(time.Millisecond), c.maxElapsed)
	}
	if r.reportErr != nil {
		add("%v", r.reportErr)
		return problems
	}
	if r.report.Verdict != c.verdict {
		add("report verdict %q, want %q", r.report.Verdict, c.verdict)
	}
	if c.exitStatus != nil {
		switch {
		case r.report.ExitStatus == nil:
			add("report has no exit_status, want %d", *c.exitStatus)
		case *r.report.ExitStatus != *c.exitStatus:
			add("report exit_status %d, want %d", *r.report.ExitStatus, *c.exitStatus)
		}
	}
	return problems
}
