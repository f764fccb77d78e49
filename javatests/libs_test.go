package javatests

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/internal/javaoracle"
)

// The programs under libs/ use third-party libraries, compiled against
// and run on Debian's jars (/usr/share/java; .ci/run installs
// libguava-java, libcommons-lang3-java and libslf4j-java): Guava,
// commons-lang3, SLF4J with slf4j-simple, and java.util.logging. Each
// feature has a correct program and a racy one, checked like the conc/
// programs (libs/<name>/expect.json) under gojpf's default scheduler and
// under --por=none where that finishes; the single-threaded ones
// ("java": true) are compared with java's output instead. The table of
// what runs and what does not is docs/libraries.md.

// libsRoot is the directory of the library programs.
const libsRoot = "libs"

// libJarDir is where Debian installs the jars.
const libJarDir = "/usr/share/java"

// libJarPackages names the Debian package of each jar the programs may
// list, for the message when it is missing.
var libJarPackages = map[string]string{
	"guava":         "libguava-java",
	"commons-lang3": "libcommons-lang3-java",
	"slf4j-api":     "libslf4j-java",
	"slf4j-simple":  "libslf4j-java",
}

// libExpect is a library program's expect.json: the fields of conc/'s
// (concExpect) and these.
type libExpect struct {
	concExpect
	// Jars are the jars the program needs, by name under libJarDir
	// ("guava" is /usr/share/java/guava.jar), on javac's and gojpf's
	// class path in this order.
	Jars []string `json:"jars"`
	// Java: a single-threaded program, whose gojpf run must match java's
	// (stdout, stderr, exit status; see compareWithJava).
	Java bool `json:"java"`
	// Message is a regular expression that the violation's message must
	// match whole, so that an assertion failing for another reason (a
	// library feature gojpf gets wrong) does not pass for the race.
	Message string `json:"message"`
	// Long: the default scheduler's search takes more than a few
	// seconds; it runs only in the full matrix (GOJPF_LONG=1).
	Long bool `json:"long"`
	// NoneLong: the search under --por=none finishes, but slowly; it runs
	// only in the full matrix.
	NoneLong bool `json:"none_long"`
	// NoneTooBig says why --por=none cannot finish; it is then not run.
	NoneTooBig string `json:"none_too_big"`
}

func (e libExpect) validate() error {
	if err := e.concExpect.validate(); err != nil {
		return err
	}
	for _, j := range e.Jars {
		if libJarPackages[j] == "" {
			return fmt.Errorf("jar %q is none of the known ones (libJarPackages)", j)
		}
	}
	if e.Message != "" {
		if e.Verdict != "violation" {
			return errors.New(`"message" is for verdict "violation" only`)
		}
		if _, err := regexp.Compile(e.Message); err != nil {
			return fmt.Errorf(`"message": %v`, err)
		}
	}
	if e.NoneLong && e.NoneTooBig != "" {
		return errors.New(`"none_long" and "none_too_big" together`)
	}
	if e.Java && (e.Verdict != "ok" || e.NoneLong || e.NoneTooBig != "" || len(e.Flags) > 0) {
		return errors.New(`a "java" program is single-threaded: verdict "ok", no flags, no --por=none settings`)
	}
	if e.StateMatchingRequired || e.MultipleErrors {
		return errors.New("state_matching_required and multiple_errors are not used under libs/")
	}
	return nil
}

// libProgram is one program directory under libs/.
type libProgram struct {
	name, dir string
	expect    libExpect
}

// loadLibExpect reads and validates dir/expect.json.
func loadLibExpect(path string) (libExpect, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return libExpect{}, err
	}
	var e libExpect
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&e); err != nil {
		return libExpect{}, fmt.Errorf("%s: %w", path, err)
	}
	if dec.More() {
		return libExpect{}, fmt.Errorf("%s: more than one JSON value", path)
	}
	if err := e.validate(); err != nil {
		return libExpect{}, fmt.Errorf("%s: %w", path, err)
	}
	return e, nil
}

// libPrograms discovers the programs under libs/ and reads their
// expectations.
func libPrograms(t *testing.T) []libProgram {
	t.Helper()
	var ps []libProgram
	for _, name := range programDirs(t, libsRoot) {
		dir := filepath.Join(libsRoot, name)
		if _, err := os.Stat(filepath.Join(dir, "Main.java")); err != nil {
			t.Errorf("%s: %v", dir, err)
			continue
		}
		e, err := loadLibExpect(filepath.Join(dir, "expect.json"))
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		ps = append(ps, libProgram{name: name, dir: dir, expect: e})
	}
	if t.Failed() {
		t.FailNow()
	}
	return ps
}

// libKnownFailing loads libs/KNOWN_FAILING and checks its names.
func libKnownFailing(t *testing.T, ps []libProgram) knownFailing {
	t.Helper()
	known := loadKnownFailing(t, filepath.Join(libsRoot, "KNOWN_FAILING"))
	valid := map[string]bool{}
	for _, p := range ps {
		valid[p.name] = true
	}
	known.checkNames(t, valid)
	return known
}

// libClassPath returns the program's jars as a class path, skipping the
// test when one is not installed.
func libClassPath(t *testing.T, jars []string) string {
	t.Helper()
	var paths []string
	for _, j := range jars {
		p := filepath.Join(libJarDir, j+".jar")
		if _, err := os.Stat(p); err != nil {
			t.Skipf("%s is missing: apt-get install %s (.ci/run installs it)", p, libJarPackages[j])
		}
		paths = append(paths, p)
	}
	return strings.Join(paths, string(os.PathListSeparator))
}

// TestLibsExpectations checks every expect.json and libs/KNOWN_FAILING
// without running anything.
func TestLibsExpectations(t *testing.T) {
	ps := libPrograms(t)
	libKnownFailing(t, ps)
	ok, racy := 0, 0
	for _, p := range ps {
		switch {
		case p.expect.Java:
		case p.expect.Verdict == "ok":
			ok++
		default:
			racy++
		}
	}
	if ok < 10 || racy < 10 {
		t.Errorf("%d correct and %d racy multi-threaded programs under %s, want at least 10 of each", ok, racy, libsRoot)
	}
}

// TestLibs runs every program under libs/: a single-threaded one
// ("java": true) with java and with gojpf, whose runs must agree
// (compareWithJava); a multi-threaded one once with java (it must end
// as the expectation allows, as TestConcOracle checks), then under
// gojpf's default scheduler and under --por=none (unless it cannot
// finish; only with GOJPF_LONG=1 when it is slow), each search checked
// against expect.json as TestConc checks (verdict, property, exception,
// the exact outcome set) and the violation's message against
// "message". Programs listed in libs/KNOWN_FAILING are skipped while
// they fail and fail the test once they pass.
func TestLibs(t *testing.T) {
	ps := libPrograms(t)
	known := libKnownFailing(t, ps)
	j := defaultJDK(t)
	jdkFlags := gojpfJDKFlags(j)
	for _, p := range ps {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			e := p.expect
			if e.Long && !longRun() {
				t.Skip("the default scheduler's search takes long: GOJPF_LONG=1 runs it")
			}
			jars := libClassPath(t, e.Jars)
			classes := javactest.Compile(t, p.dir, javac.Options{ClassPath: jars})
			cp := classes
			if jars != "" {
				cp += string(os.PathListSeparator) + jars
			}
			if e.Java {
				jr := runJava(t, j, cp, "Main", nil)
				if _, trace := javaoracle.SplitTrace(jr.stderr); trace != nil || jr.exit != 0 {
					t.Fatalf("java did not end normally (exit %d):\n%s", jr.exit, indent(clip(jr.stderr, 3000)))
				}
				gr := runGojpf(t, jdkFlags, cp, "Main", nil)
				known.verdict(t, p.name, compareWithJava(jr, gr))
				return
			}
			var problems []string
			jr, timedOut, err := runConcJava(j, cp, concOracleTimeout)
			if err != nil {
				t.Fatal(err)
			}
			for _, pr := range concOracleProblems(e.concExpect, jr, timedOut, concOracleTimeout) {
				problems = append(problems, "java: "+pr)
			}
			base := append(append([]string{}, jdkFlags...), "--outcomes", "--time-limit", concTimeLimit(), fmt.Sprintf("--max-states=%d", concMaxStates))
			searches := []struct {
				label string
				flags []string
			}{{"default scheduler", nil}}
			switch {
			case e.NoneTooBig != "":
				t.Logf("--por=none not run: %s", e.NoneTooBig)
			case e.NoneLong && !longRun():
				t.Logf("--por=none not run: slow (GOJPF_LONG=1 runs it)")
			default:
				searches = append(searches, struct {
					label string
					flags []string
				}{"--por=none", []string{"--por=none"}})
			}
			for _, s := range searches {
				flags := append(append(append([]string{}, base...), s.flags...), e.Flags...)
				r := runConcArgs(t, s.label, flags, cp)
				if r.report != nil {
					st := r.report.Stats
					if st.NewStates != nil && st.Executions != nil {
						t.Logf("%s: %s, %d new states, %d executions, %d ms", s.label, r.report.Verdict, *st.NewStates, *st.Executions, st.ElapsedMS)
					}
				}
				for _, pr := range libResultProblems(e, r) {
					problems = append(problems, s.label+": "+pr)
				}
			}
			known.verdict(t, p.name, problems)
		})
	}
}

// libResultProblems checks one search of a library program: as TestConc
// checks (concResultProblems), and the violation's message.
func libResultProblems(e libExpect, r concResult) []string {
	problems := concResultProblems(e.concExpect, r)
	if e.Message == "" || r.report == nil || len(r.report.Violations) == 0 {
		return problems
	}
	if m := r.report.Violations[0].Message; !regexp.MustCompile(`^(?:` + e.Message + `)$`).MatchString(m) {
		problems = append(problems, fmt.Sprintf("violation message %q does not match %q", m, e.Message))
	}
	return problems
}

// TestLibsProblems checks the message check on made-up reports.
func TestLibsProblems(t *testing.T) {
	e := libExpect{concExpect: concExpect{Verdict: "violation", Property: "uncaught-exception", Exception: "java.lang.AssertionError", Note: "x"}, Message: `lost: \[(a|b)\]`}
	trace := json.RawMessage(`[{"thread": 0}]`)
	rep := func(msg string) concResult {
		return concResult{label: "1", exit: 1, report: &concReport{Verdict: "violation", Stats: concStats{new(int64), new(int64), new(int64), new(int64), new(int64), new(int64), new(int64), new(int64), new(int64), 0},
			Violations: []concViolation{{Property: "uncaught-exception", Exception: "java.lang.AssertionError", Message: msg, Thread: "main", Trace: trace}}}}
	}
	for _, tc := range []struct {
		msg  string
		want int
	}{{"lost: [a]", 0}, {"lost: [b]", 0}, {"lost: [c]", 1}, {"lost: [a] and more", 1}, {"", 1}} {
		if got := libResultProblems(e, rep(tc.msg)); len(got) != tc.want {
			t.Errorf("message %q: %d problems, want %d: %q", tc.msg, len(got), tc.want, got)
		}
	}
	for _, bad := range []string{
		`{"verdict": "ok", "note": "x", "message": "m"}`,
		`{"verdict": "ok", "note": "x", "jars": ["log4j"]}`,
		`{"verdict": "ok", "note": "x", "none_long": true, "none_too_big": "why"}`,
		`{"verdict": "ok", "note": "x", "java": true, "flags": ["--por=none"]}`,
		`{"verdict": "violation", "property": "uncaught-exception", "exception": "java.lang.Error", "note": "x", "message": "("}`,
	} {
		var e libExpect
		if err := json.Unmarshal([]byte(bad), &e); err != nil {
			t.Fatalf("%s: %v", bad, err)
		}
		if e.validate() == nil {
			t.Errorf("validate accepts %s", bad)
		}
	}
}
