package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// jsonReport is the JSON report as a user's script reads it; the field
// names are the stable contract, so they are spelled out here rather than
// taken from the package's own type.
type jsonReport struct {
	GojpfVersion string   `json:"gojpf_version"`
	Target       string   `json:"target"`
	Args         []string `json:"args"`
	Scheduler    string   `json:"scheduler"`
	Verdict      string   `json:"verdict"`
	ExitStatus   *int     `json:"exit_status"`
	Violations   []struct {
		Property  string `json:"property"`
		Exception string `json:"exception"`
		Message   string `json:"message"`
		Thread    string `json:"thread"`
	} `json:"violations"`
	Error string `json:"error"`
	Stats struct {
		Instructions *int64 `json:"instructions"`
		ElapsedMS    *int64 `json:"elapsed_ms"`
	} `json:"stats"`
}

// parseReport parses a JSON report and checks the fields every report has.
func parseReport(t *testing.T, data []byte) jsonReport {
	t.Helper()
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatalf("JSON report does not parse: %v\n%s", err, data)
	}
	for _, f := range []string{"gojpf_version", "target", "args", "scheduler", "verdict", "violations", "stats"} {
		if _, ok := fields[f]; !ok {
			t.Errorf("JSON report lacks %q\n%s", f, data)
		}
	}
	if v := string(fields["violations"]); !strings.HasPrefix(v, "[") {
		t.Errorf("violations = %s, want an array\n%s", v, data)
	}
	if v := string(fields["args"]); !strings.HasPrefix(v, "[") {
		t.Errorf("args = %s, want an array\n%s", v, data)
	}
	var r jsonReport
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatalf("JSON report does not parse: %v\n%s", err, data)
	}
	if r.GojpfVersion != Version {
		t.Errorf("gojpf_version = %q, want %q", r.GojpfVersion, Version)
	}
	if r.Scheduler == "" {
		t.Errorf("scheduler is empty\n%s", data)
	}
	if r.Stats.Instructions == nil || r.Stats.ElapsedMS == nil {
		t.Errorf("stats lacks instructions or elapsed_ms\n%s", data)
	}
	return r
}

// runDirs are the paths a run case may name.
type runDirs struct {
	classes string // the compiled program's class directory
	main    string // classes/Main.class
	src     string // the program's source directory under testdata
	json    string // a fresh path for --report-json
	tmp     string // a fresh temporary directory
}

type runCase struct {
	name string
	prog string // directory under testdata/run compiled before the run; "" for none
	args func(d runDirs) []string
	want expectation
	// jsonFile: parse the report written to d.json; jsonAfter: the report
	// is on stdout after this program output.
	jsonFile  bool
	jsonAfter *string
	report    func(t *testing.T, d runDirs, r jsonReport)
}

func str(s string) *string { return &s }

func runCases(t *testing.T, cases []runCase) {
	t.Helper()
	requireJDK(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			d := runDirs{json: filepath.Join(tmp, "report.json"), tmp: tmp}
			if tc.prog != "" {
				d.src = filepath.Join("testdata", "run", tc.prog)
				d.classes = javactest.Compile(t, d.src, javac.Options{})
				d.main = filepath.Join(d.classes, "Main.class")
			}
			got := gojpf(t, tc.args(d)...)
			tc.want.check(t, got)
			var data []byte
			switch {
			case tc.jsonFile:
				var err error
				if data, err = os.ReadFile(d.json); err != nil {
					t.Fatalf("no JSON report: %v\n%s", err, got)
				}
			case tc.jsonAfter != nil:
				rest, ok := strings.CutPrefix(got.stdout, *tc.jsonAfter)
				if !ok {
					t.Fatalf("stdout does not start with the program's output %q\n%s", *tc.jsonAfter, got)
				}
				data = []byte(rest)
			default:
				return
			}
			r := parseReport(t, data)
			if tc.report != nil {
				tc.report(t, d, r)
			}
		})
	}
}

const helloOutput = "Hello from gojpf\n2 + 3 = 5\n"

func TestRunHello(t *testing.T) {
	t.Parallel()
	runCases(t, []runCase{
		{
			name: "class file",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", d.main} },
			want: expectation{
				code:         ExitOK,
				stdoutPrefix: helloOutput + "\n====== gojpf " + Version,
				stdoutHas:    []string{"====== results\nno errors detected\n", "====== statistics", "instructions:"},
				stdoutLacks:  []string{"exit status"},
				stderrEmpty:  true,
			},
		},
		{
			name: "quiet",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--quiet", d.main} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "-q",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "source file",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", filepath.Join(d.src, "Main.java")} },
			want: expectation{code: ExitOK, stdoutPrefix: helloOutput, stdoutHas: []string{"no errors detected"}, stderrEmpty: true},
		},
		{
			name: "class name on -cp",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "-q", "-cp", d.classes, "Main"} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrEmpty: true},
		},
		{
			name:     "JSON report to a file",
			prog:     "hello",
			args:     func(d runDirs) []string { return []string{"run", "-q", "--report-json", d.json, d.main} },
			want:     expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrEmpty: true},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "ok" || r.ExitStatus == nil || *r.ExitStatus != 0 || len(r.Violations) != 0 || r.Error != "" {
					t.Errorf("report %+v, want verdict ok, exit_status 0, no violations", r)
				}
				if r.Target != d.main {
					t.Errorf("target = %q, want %q", r.Target, d.main)
				}
				if len(r.Args) != 0 {
					t.Errorf("args = %q, want none", r.Args)
				}
				if *r.Stats.Instructions <= 0 {
					t.Errorf("stats.instructions = %d, want > 0", *r.Stats.Instructions)
				}
			},
		},
		{
			name:      "JSON report on stdout",
			prog:      "hello",
			args:      func(d runDirs) []string { return []string{"run", "-q", "--report-json", "-", d.main} },
			want:      expectation{code: ExitOK, stderrEmpty: true},
			jsonAfter: str(helloOutput),
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "ok" || *r.Stats.Instructions <= 0 {
					t.Errorf("report %+v, want verdict ok and instructions > 0", r)
				}
			},
		},
		{
			name:      "JSON report on stdout, --report-json=-",
			prog:      "hello",
			args:      func(d runDirs) []string { return []string{"run", "--quiet", "--report-json=-", d.main} },
			want:      expectation{code: ExitOK, stderrEmpty: true},
			jsonAfter: str(helloOutput),
		},
		{
			name: "JSON report to an unwritable path",
			prog: "hello",
			args: func(d runDirs) []string {
				return []string{"run", "-q", "--report-json", filepath.Join(d.tmp, "no", "such", "dir", "r.json"), d.main}
			},
			want: expectation{code: ExitUsage, stdout: helloOutput, stdoutExact: true, stderrHas: []string{"r.json"}},
		},
		{
			name: "log level debug",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"--log-level", "debug", "run", "-q", d.main} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrHas: []string{"running"}},
		},
		{
			name: "log level after the command",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--log-level=debug", "-q", d.main} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true, stderrHas: []string{"running"}},
		},
	})
}

func TestRunViolations(t *testing.T) {
	t.Parallel()
	const uncaughtTrace = "Exception in thread \"main\" java.lang.IllegalStateException: boom\n\tat Main.main(Main.java:4)\n"
	runCases(t, []runCase{
		{
			name: "uncaught exception",
			prog: "uncaught",
			args: func(d runDirs) []string { return []string{"run", d.main} },
			want: expectation{
				code:         ExitViolation,
				stdoutPrefix: "before\n",
				stdoutHas:    []string{"====== results", `error #1: uncaught-exception in thread "main": java.lang.IllegalStateException: boom`},
				stdoutLacks:  []string{"no errors detected"},
				stderrHas:    []string{uncaughtTrace},
			},
		},
		{
			name: "uncaught exception, quiet",
			prog: "uncaught",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main} },
			want: expectation{code: ExitViolation, stdout: "before\n", stdoutExact: true, stderrHas: []string{uncaughtTrace}},
		},
		{
			name:      "uncaught exception, JSON",
			prog:      "uncaught",
			args:      func(d runDirs) []string { return []string{"run", "-q", "--report-json", "-", d.main} },
			want:      expectation{code: ExitViolation, stderrHas: []string{uncaughtTrace}},
			jsonAfter: str("before\n"),
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "violation" {
					t.Errorf("verdict = %q, want violation", r.Verdict)
				}
				if len(r.Violations) != 1 {
					t.Fatalf("violations = %+v, want one", r.Violations)
				}
				v := r.Violations[0]
				if v.Property != "uncaught-exception" || v.Exception != "java.lang.IllegalStateException" || v.Message != "boom" || v.Thread != "main" {
					t.Errorf("violation = %+v, want uncaught-exception java.lang.IllegalStateException \"boom\" in main", v)
				}
				if *r.Stats.Instructions <= 0 {
					t.Errorf("stats.instructions = %d, want > 0", *r.Stats.Instructions)
				}
			},
		},
		{
			name: "failed assert",
			prog: "assertfail",
			args: func(d runDirs) []string { return []string{"run", d.main} },
			want: expectation{
				code:        ExitViolation,
				stdoutHas:   []string{"error #1: uncaught-exception", "java.lang.AssertionError: no arguments"},
				stdoutLacks: []string{"passed the assert"},
				stderrHas:   []string{"Exception in thread \"main\" java.lang.AssertionError: no arguments\n\tat Main.main(Main.java:4)\n"},
			},
		},
		{
			name:     "failed assert, JSON",
			prog:     "assertfail",
			args:     func(d runDirs) []string { return []string{"run", "-q", "--report-json", d.json, d.main} },
			want:     expectation{code: ExitViolation, stdoutEmpty: true},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "violation" || len(r.Violations) != 1 || r.Violations[0].Exception != "java.lang.AssertionError" || r.Violations[0].Message != "no arguments" {
					t.Errorf("report %+v, want one AssertionError violation", r)
				}
			},
		},
		{
			name: "assertions disabled",
			prog: "assertfail",
			args: func(d runDirs) []string { return []string{"run", "--disable-assertions", d.main} },
			want: expectation{code: ExitOK, stdoutPrefix: "passed the assert\n", stdoutHas: []string{"no errors detected"}, stderrEmpty: true},
		},
		{
			name: "assert holds",
			prog: "assertfail",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main, "x"} },
			want: expectation{code: ExitOK, stdout: "passed the assert\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "System.exit(3)",
			prog: "exit3",
			args: func(d runDirs) []string { return []string{"run", "--report-json", d.json, d.main} },
			want: expectation{
				code:         ExitOK,
				stdoutPrefix: "exiting with 3\n",
				stdoutHas:    []string{"no errors detected", "program exit status: 3"},
				stdoutLacks:  []string{"not reached"},
				stderrEmpty:  true,
			},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "ok" || r.ExitStatus == nil || *r.ExitStatus != 3 || len(r.Violations) != 0 {
					t.Errorf("report %+v, want verdict ok and exit_status 3", r)
				}
			},
		},
	})
}

func TestRunArgs(t *testing.T) {
	t.Parallel()
	runCases(t, []runCase{
		{
			name: "no args",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main} },
			want: expectation{code: ExitOK, stdout: "0\n", stdoutExact: true},
		},
		{
			name: "two args",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main, "a", "b"} },
			want: expectation{code: ExitOK, stdout: "2\n[a]\n[b]\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "empty and spaced args",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main, "", "a b", "ü"} },
			want: expectation{code: ExitOK, stdout: "3\n[]\n[a b]\n[ü]\n", stdoutExact: true},
		},
		{
			name: "gojpf flags after TARGET go to the program",
			prog: "args",
			args: func(d runDirs) []string {
				return []string{"run", "-q", d.main, "--quiet", "--max-heap", "bogus", "-v", "--help", "--"}
			},
			want: expectation{code: ExitOK, stdout: "6\n[--quiet]\n[--max-heap]\n[bogus]\n[-v]\n[--help]\n[--]\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "-cp after TARGET goes to the program unchanged",
			prog: "args",
			args: func(d runDirs) []string {
				return []string{"run", "-q", d.main, "-cp", "x", "-classpath=y"}
			},
			want: expectation{code: ExitOK, stdout: "3\n[-cp]\n[x]\n[-classpath=y]\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "-- ends gojpf's flags",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", "-q", "--", d.main, "-x"} },
			want: expectation{code: ExitOK, stdout: "1\n[-x]\n", stdoutExact: true},
		},
		{
			name: "args without --quiet",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", d.main, "-q"} },
			want: expectation{code: ExitOK, stdoutPrefix: "1\n[-q]\n", stdoutHas: []string{"no errors detected"}},
		},
		{
			name:     "args in the JSON report",
			prog:     "args",
			args:     func(d runDirs) []string { return []string{"run", "-q", "--report-json", d.json, d.main, "a", "--b"} },
			want:     expectation{code: ExitOK, stdout: "2\n[a]\n[--b]\n", stdoutExact: true},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if strings.Join(r.Args, "|") != "a|--b" {
					t.Errorf("args = %q, want [a --b]", r.Args)
				}
			},
		},
		{
			name: "source target with args",
			prog: "args",
			args: func(d runDirs) []string { return []string{"run", "-q", filepath.Join(d.src, "Main.java"), "x"} },
			want: expectation{code: ExitOK, stdout: "1\n[x]\n", stdoutExact: true},
		},
	})
}

// TestRunAddOpens checks --add-opens (and its .jpf key vm.add_opens):
// java.base does not open java.lang to the program unless told to.
func TestRunAddOpens(t *testing.T) {
	t.Parallel()
	run := func(d runDirs, extra ...string) []string {
		return append(append([]string{"run", "-q"}, extra...), d.main)
	}
	runCases(t, []runCase{
		{
			name: "closed by default",
			prog: "addopens",
			args: func(d runDirs) []string { return run(d) },
			want: expectation{code: ExitOK, stdout: "closed\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "opened to the unnamed module",
			prog: "addopens",
			args: func(d runDirs) []string { return run(d, "--add-opens", "java.base/java.lang=ALL-UNNAMED") },
			want: expectation{code: ExitOK, stdout: "opened: 2\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "another package opened",
			prog: "addopens",
			args: func(d runDirs) []string { return run(d, "--add-opens", "java.base/java.util=ALL-UNNAMED") },
			want: expectation{code: ExitOK, stdout: "closed\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "opened to a named module only",
			prog: "addopens",
			args: func(d runDirs) []string { return run(d, "--add-opens", "java.base/java.lang=java.sql") },
			want: expectation{code: ExitOK, stdout: "closed\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "jpf key",
			prog: "addopens",
			args: func(d runDirs) []string {
				return run(d, "+vm.add_opens=java.base/java.util=ALL-UNNAMED java.base/java.lang=ALL-UNNAMED")
			},
			want: expectation{code: ExitOK, stdout: "opened: 2\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "malformed",
			prog: "addopens",
			args: func(d runDirs) []string { return run(d, "--add-opens", "java.base=ALL-UNNAMED") },
			want: expectation{code: ExitUsage, stderrHas: []string{"MODULE/PACKAGE=TARGET"}},
		},
	})
}

func TestRunLimits(t *testing.T) {
	t.Parallel()
	runCases(t, []runCase{
		{
			name: "max instructions",
			prog: "loop",
			args: func(d runDirs) []string {
				return []string{"run", "--max-instructions", "1000000", "--report-json", d.json, d.main}
			},
			want:     expectation{code: ExitIncomplete, stdoutHas: []string{"====== results\nincomplete: "}, stdoutLacks: []string{"no errors detected"}},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "incomplete" || r.Error == "" || len(r.Violations) != 0 {
					t.Errorf("report %+v, want verdict incomplete with an error and no violations", r)
				}
				if n := *r.Stats.Instructions; n < 900_000 || n > 1_000_100 {
					t.Errorf("stats.instructions = %d, want about 1000000", n)
				}
				if r.ExitStatus != nil {
					t.Errorf("exit_status = %d for a program that never ended", *r.ExitStatus)
				}
			},
		},
		{
			name: "max instructions, quiet JSON on stdout",
			prog: "loop",
			args: func(d runDirs) []string {
				return []string{"run", "-q", "--max-instructions=200000", "--report-json", "-", d.main}
			},
			want:      expectation{code: ExitIncomplete},
			jsonAfter: str(""),
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "incomplete" {
					t.Errorf("verdict = %q, want incomplete", r.Verdict)
				}
			},
		},
		{
			name: "max instructions large enough",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "-q", "--max-instructions", "100000000", d.main} },
			want: expectation{code: ExitOK, stdout: helloOutput, stdoutExact: true},
		},
		{
			name: "time limit",
			prog: "loop",
			args: func(d runDirs) []string {
				return []string{"run", "--time-limit", "1s", "--report-json", d.json, d.main}
			},
			want:     expectation{code: ExitIncomplete, stdoutHas: []string{"incomplete: "}},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "incomplete" {
					t.Errorf("verdict = %q, want incomplete", r.Verdict)
				}
				if ms := *r.Stats.ElapsedMS; ms < 900 || ms > 10_000 {
					t.Errorf("elapsed_ms = %d for a 1s limit", ms)
				}
			},
		},
		{
			name: "heap bound, OutOfMemoryError caught",
			prog: "oom",
			args: func(d runDirs) []string { return []string{"run", "--max-heap", "64MiB", d.main} },
			want: expectation{
				code:         ExitOK,
				stdoutPrefix: "caught OutOfMemoryError: Java heap space\n",
				stdoutHas:    []string{"no errors detected"},
				stderrEmpty:  true,
			},
		},
		{
			name: "bad heap bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-heap", "bogus", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-heap", "bogus"}},
		},
		{
			name: "infinite heap bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-heap", "inf", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-heap", "inf"}},
		},
		{
			name: "NaN heap bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-heap", "NaN", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-heap", "NaN"}},
		},
		{
			name: "negative stack bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-stack", "-1", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-stack"}},
		},
		{
			name: "negative instruction bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-instructions", "-1", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-instructions"}},
		},
		{
			name: "negative time limit",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--time-limit", "-1s", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--time-limit"}},
		},
		{
			name: "zero heap bound",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--max-heap=0", d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--max-heap"}},
		},
	})
}

func TestRunInputErrors(t *testing.T) {
	t.Parallel()
	malformed := filepath.Join(t.TempDir(), "Main.class")
	if err := os.WriteFile(malformed, []byte{0xca, 0xfe, 0xba, 0xbe, 0, 0}, 0o644); err != nil {
		t.Fatal(err)
	}
	runCases(t, []runCase{
		{
			name: "compile error",
			args: func(d runDirs) []string {
				return []string{"run", filepath.Join("testdata", "run", "compileerror", "Main.java")}
			},
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Main.java:3", "incompatible types"}},
		},
		{
			name: "missing class file",
			args: func(d runDirs) []string { return []string{"run", filepath.Join(d.tmp, "Nope.class")} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Nope.class"}},
		},
		{
			name: "missing source file",
			args: func(d runDirs) []string { return []string{"run", filepath.Join(d.tmp, "Nope.java")} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Nope.java"}},
		},
		{
			name: "unknown scheduler",
			args: func(d runDirs) []string { return []string{"run", "--por=bogus", filepath.Join(d.tmp, "Nope.class")} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{`no scheduler "bogus"`}},
		},
		{
			name: "unknown sharedness policy, also under none",
			args: func(d runDirs) []string {
				return []string{"run", "--por=none", "--sharedness=bogus", filepath.Join(d.tmp, "Nope.class")}
			},
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{`no sharedness policy "bogus"`}},
		},
		{
			name: "malformed never-break pattern",
			args: func(d runDirs) []string {
				return []string{"run", "--never-break=nodot", filepath.Join(d.tmp, "Nope.class")}
			},
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{`never-break pattern "nodot": want class.field`}},
		},
		{
			name: "missing class on -cp",
			args: func(d runDirs) []string { return []string{"run", "-cp", d.tmp, "NoSuchMain"} },
			want: expectation{code: ExitUsage, stderrHas: []string{"NoSuchMain"}},
		},
		{
			name: "class in a package, -cp",
			prog: "pkg",
			args: func(d runDirs) []string { return []string{"run", "-q", "-cp", d.classes, "p.q.Main"} },
			want: expectation{code: ExitOK, stdout: "in package p.q\n", stdoutExact: true, stderrEmpty: true},
		},
		{
			name: "class in a package, --classpath and slashes",
			prog: "pkg",
			args: func(d runDirs) []string { return []string{"run", "-q", "--classpath", d.classes, "p/q/Main"} },
			want: expectation{code: ExitOK, stdout: "in package p.q\n", stdoutExact: true},
		},
		{
			name: "class in a package, class file",
			prog: "pkg",
			args: func(d runDirs) []string {
				return []string{"run", "-q", filepath.Join(d.classes, "p", "q", "Main.class")}
			},
			want: expectation{code: ExitOK, stdout: "in package p.q\n", stdoutExact: true},
		},
		{
			name: "class in a package, source file",
			prog: "pkg",
			args: func(d runDirs) []string { return []string{"run", "-q", filepath.Join(d.src, "p", "q", "Main.java")} },
			want: expectation{code: ExitOK, stdout: "in package p.q\n", stdoutExact: true},
		},
		{
			name:     "no main method",
			prog:     "nomain",
			args:     func(d runDirs) []string { return []string{"run", "--report-json", d.json, d.main} },
			want:     expectation{code: ExitUsage, stderrHas: []string{"main method not found in class Main"}},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "error" || !strings.Contains(r.Error, "main method") {
					t.Errorf("report %+v, want verdict error naming the main method", r)
				}
			},
		},
		{
			name: "malformed class file",
			args: func(d runDirs) []string { return []string{"run", malformed} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"malformed input at offset"}},
		},
		{
			name: "missing JDK",
			prog: "hello",
			args: func(d runDirs) []string { return []string{"run", "--jdk", filepath.Join(d.tmp, "nojdk"), d.main} },
			want: expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"nojdk"}},
		},
		{
			name:     "opening a file is unsupported",
			prog:     "fileopen",
			args:     func(d runDirs) []string { return []string{"run", "--report-json", d.json, d.main} },
			want:     expectation{code: ExitUnsupported, stderrHas: []string{"FileInputStream.open0", "at Main.main(Main.java:6)"}, stdoutHas: []string{"unsupported: "}},
			jsonFile: true,
			report: func(t *testing.T, d runDirs, r jsonReport) {
				if r.Verdict != "unsupported" || !strings.Contains(r.Error, "FileInputStream.open0") {
					t.Errorf("report %+v, want verdict unsupported naming FileInputStream.open0", r)
				}
			},
		},
	})
}

// TestRunTimeLimitIsPrompt checks that a time limit stops a run that would
// never end near the limit, not long after.
func TestRunTimeLimitIsPrompt(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("testdata", "run", "loop"), javac.Options{})
	start := time.Now()
	got := gojpf(t, "run", "-q", "--time-limit", "500ms", filepath.Join(classes, "Main.class"))
	if got.code != ExitIncomplete {
		t.Errorf("exit %d, want %d\n%s", got.code, ExitIncomplete, got)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("a 500ms time limit took %v", d)
	}
}

func TestRunEnvironment(t *testing.T) {
	t.Parallel()
	runCases(t, []runCase{
		{
			name: "defaults",
			prog: "env",
			args: func(d runDirs) []string { return []string{"run", "-q", d.main} },
			want: expectation{code: ExitOK, stdoutExact: true,
				stdout: "HOME=/home/gojpf USER=gojpf\nPATH=/usr/local/bin:/usr/bin:/bin FOO=null\nprocessors=1\n"},
		},
		{
			name: "--env and --processors",
			prog: "env",
			args: func(d runDirs) []string {
				return []string{"run", "-q", "--env", "PATH=/opt/bin", "--env", "FOO=bar", "--processors", "4", d.main}
			},
			want: expectation{code: ExitOK, stdoutExact: true,
				stdout: "HOME=/home/gojpf USER=gojpf\nPATH=/opt/bin FOO=bar\nprocessors=4\n"},
		},
		{
			name: "vm.processors key",
			prog: "env",
			args: func(d runDirs) []string { return []string{"run", "-q", "+vm.processors=2", d.main} },
			want: expectation{code: ExitOK, stdoutHas: []string{"processors=2\n"}},
		},
	})
}

// TestRunTimeLimitDuringStart: a time limit reached before the program's
// first scheduling point (here at once) leaves the run incomplete.
func TestRunTimeLimitDuringStart(t *testing.T) {
	t.Parallel()
	runCases(t, []runCase{{
		name: "1ns",
		prog: "hello",
		args: func(d runDirs) []string {
			return []string{"run", "-q", "--time-limit", "1ns", "--report-json", d.json, d.main}
		},
		want:     expectation{code: ExitIncomplete},
		jsonFile: true,
		report: func(t *testing.T, d runDirs, r jsonReport) {
			if r.Verdict != "incomplete" {
				t.Errorf("verdict %q, want incomplete", r.Verdict)
			}
		},
	}})
}
