package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/classfile"
)

// result is what one in-process gojpf invocation produced.
type result struct {
	code           int
	stdout, stderr string
}

// gojpf runs the command line in-process with the given arguments.
func gojpf(t *testing.T, args ...string) result {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Main(args, &stdout, &stderr)
	return result{code: code, stdout: stdout.String(), stderr: stderr.String()}
}

// runReport runs gojpf run with a JSON report (args are the flags and
// the target), requires exit code want, and decodes the report into
// into.
func runReport(t *testing.T, want int, into any, args ...string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "r.json")
	got := gojpf(t, append([]string{"run", "-q", "--report-json", path}, args...)...)
	if got.code != want {
		t.Fatalf("gojpf run %v: exit %d, want %d\n%s%s", args, got.code, want, got.stdout, got.stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, into); err != nil {
		t.Fatal(err)
	}
}

// String shows a result in a failure message.
func (r result) String() string {
	return "exit " + strconv.Itoa(r.code) + "\n--- stdout:\n" + r.stdout + "\n--- stderr:\n" + r.stderr
}

// requireJDK skips the test when no JDK runtime image can be found.
func requireJDK(t *testing.T) string {
	t.Helper()
	home, err := classfile.FindJDK("")
	if err != nil {
		t.Skipf("no JDK: %v", err)
	}
	return home
}

// expectation is what a test wants of one invocation.
type expectation struct {
	code          int
	stdout        string   // exact stdout, if stdoutExact
	stdoutExact   bool     // compare stdout exactly
	stdoutHas     []string // substrings stdout must contain
	stdoutLacks   []string // substrings stdout must not contain
	stderrHas     []string // substrings stderr must contain
	stderrLacks   []string // substrings stderr must not contain
	stdoutEmpty   bool
	stderrEmpty   bool
	outputHas     []string // substrings stdout or stderr must contain
	stdoutPrefix  string   // stdout must start with this
	stdoutMatches func(t *testing.T, stdout string)
}

func (want expectation) check(t *testing.T, got result) {
	t.Helper()
	if got.code != want.code {
		t.Errorf("exit code %d, want %d\n%s", got.code, want.code, got)
	}
	if want.stdoutExact && got.stdout != want.stdout {
		t.Errorf("stdout = %q, want exactly %q\n%s", got.stdout, want.stdout, got)
	}
	if want.stdoutPrefix != "" && !strings.HasPrefix(got.stdout, want.stdoutPrefix) {
		t.Errorf("stdout does not start with %q\n%s", want.stdoutPrefix, got)
	}
	for _, s := range want.stdoutHas {
		if !strings.Contains(got.stdout, s) {
			t.Errorf("stdout lacks %q\n%s", s, got)
		}
	}
	for _, s := range want.stdoutLacks {
		if strings.Contains(got.stdout, s) {
			t.Errorf("stdout has %q, should not\n%s", s, got)
		}
	}
	for _, s := range want.stderrHas {
		if !strings.Contains(got.stderr, s) {
			t.Errorf("stderr lacks %q\n%s", s, got)
		}
	}
	for _, s := range want.stderrLacks {
		if strings.Contains(got.stderr, s) {
			t.Errorf("stderr has %q, should not\n%s", s, got)
		}
	}
	for _, s := range want.outputHas {
		if !strings.Contains(got.stdout, s) && !strings.Contains(got.stderr, s) {
			t.Errorf("output lacks %q\n%s", s, got)
		}
	}
	if want.stdoutEmpty && got.stdout != "" {
		t.Errorf("stdout should be empty\n%s", got)
	}
	if want.stderrEmpty && got.stderr != "" {
		t.Errorf("stderr should be empty\n%s", got)
	}
	if want.stdoutMatches != nil {
		want.stdoutMatches(t, got.stdout)
	}
}

func TestCLI(t *testing.T) {
	t.Parallel()
	versionLine := "gojpf " + Version + "\n"
	commandsListed := []string{"run", "inspect", "version", "help", "--log-level", "Exit codes"}
	runFlags := []string{"--max-instructions", "--time-limit", "--max-heap", "--max-stack", "--disable-assertions", "--report-json", "--quiet", "--jdk", "classpath"}
	tests := []struct {
		name string
		args []string
		want expectation
	}{
		{"version", []string{"version"}, expectation{code: ExitOK, stdout: versionLine, stdoutExact: true, stderrEmpty: true}},
		{"--version", []string{"--version"}, expectation{code: ExitOK, stdout: versionLine, stdoutExact: true, stderrEmpty: true}},
		{"version with log level", []string{"--log-level", "debug", "version"}, expectation{code: ExitOK, stdout: versionLine, stdoutExact: true}},
		{"version with log level=", []string{"--log-level=error", "version"}, expectation{code: ExitOK, stdout: versionLine, stdoutExact: true, stderrEmpty: true}},
		{"log level upper case", []string{"--log-level", "WARN", "version"}, expectation{code: ExitOK, stdout: versionLine, stdoutExact: true}},
		{"help", []string{"help"}, expectation{code: ExitOK, stdoutHas: commandsListed, stderrEmpty: true}},
		{"--help", []string{"--help"}, expectation{code: ExitOK, stdoutHas: commandsListed, stderrEmpty: true}},
		{"-h", []string{"-h"}, expectation{code: ExitOK, stdoutHas: commandsListed, stderrEmpty: true}},
		{"help run", []string{"help", "run"}, expectation{code: ExitOK, outputHas: append([]string{"gojpf run", "TARGET"}, runFlags...)}},
		{"run --help", []string{"run", "--help"}, expectation{code: ExitOK, outputHas: append([]string{"gojpf run", "TARGET", "Examples:", "gojpf run +target=Main +classpath=."}, runFlags...)}},
		{"run -h", []string{"run", "-h"}, expectation{code: ExitOK, outputHas: append([]string{"gojpf run", "TARGET"}, runFlags...)}},
		{"help inspect", []string{"help", "inspect"}, expectation{code: ExitOK, outputHas: []string{"gojpf inspect", "--no-code", "--verbose", "classpath"}}},
		{"help unknown", []string{"help", "frobnicate"}, expectation{code: ExitUsage, stderrHas: []string{"frobnicate"}, stdoutEmpty: true}},
		{"no arguments", nil, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Usage: gojpf", "run", "inspect", "version"}}},
		{"only global flags", []string{"--log-level", "info"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Usage: gojpf"}}},
		{"unknown command", []string{"frobnicate"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{`unknown command "frobnicate"`}}},
		{"unknown global flag", []string{"--bogus", "version"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--bogus"}}},
		{"unknown run flag", []string{"run", "--bogus", "Main.class"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"unknown inspect flag", []string{"inspect", "--bogus", "java.lang.Object"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"bad log level", []string{"--log-level", "bogus", "version"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"bad log level=", []string{"--log-level=bogus", "version"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"empty log level", []string{"--log-level=", "version"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--log-level"}}},
		{"log level without value", []string{"--log-level"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--log-level"}}},
		{"bad log level after command", []string{"inspect", "--log-level", "bogus", "java.lang.Object"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"run without target", []string{"run"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Usage: gojpf run"}}},
		{"inspect without class", []string{"inspect"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Usage: gojpf inspect"}}},
		{"inspect two classes", []string{"inspect", "java.lang.Object", "java.lang.String"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"Usage: gojpf inspect"}}},
		{"flag that only starts like --log-level", []string{"--log-levelx", "debug", "version"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"--log-levelx"}}},
		{"unknown version flag", []string{"version", "--bogus"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"bogus"}}},
		{"help version", []string{"help", "version"}, expectation{code: ExitOK, outputHas: []string{"Usage: gojpf version"}}},
		{"help help", []string{"help", "help"}, expectation{code: ExitOK, outputHas: []string{"Usage: gojpf"}}},
		{"bad max-instructions", []string{"run", "--max-instructions", "lots", "Main.class"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"max-instructions"}}},
		{"bad time-limit", []string{"run", "--time-limit", "soon", "Main.class"}, expectation{code: ExitUsage, stdoutEmpty: true, stderrHas: []string{"time-limit"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.want.check(t, gojpf(t, tc.args...))
		})
	}
}

// TestRequestedHelpGoesToStdout: help the user asked for is the command's
// output, as with `gojpf help`, so `gojpf help run | less` shows it; only
// usage printed because of an error belongs on stderr.
func TestRequestedHelpGoesToStdout(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"help"},
		{"--help"},
		{"help", "run"},
		{"run", "--help"},
		{"help", "inspect"},
		{"inspect", "-h"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			got := gojpf(t, args...)
			if got.code != ExitOK || !strings.Contains(got.stdout, "Usage: gojpf") || got.stderr != "" {
				t.Errorf("want exit 0 and the help on stdout only\n%s", got)
			}
		})
	}
}

// TestHelpListsEveryCommand keeps the help text in step with the command
// table.
func TestHelpListsEveryCommand(t *testing.T) {
	t.Parallel()
	got := gojpf(t, "help")
	for _, c := range commands() {
		if !strings.Contains(got.stdout, "  "+c.name+" ") {
			t.Errorf("help does not list command %q\n%s", c.name, got)
		}
	}
}

func TestParseSize(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"64MiB", 64 << 20, true},
		{"64mib", 64 << 20, true},
		{"4GiB", 4 << 30, true},
		{"512m", 512 << 20, true},
		{"512k", 512 << 10, true},
		{"1000000", 1000000, true},
		{"10MB", 10_000_000, true},
		{"1.5GiB", 3 << 29, true},
		{" 2 GiB ", 2 << 30, true},
		{"100b", 100, true},
		{"bogus", 0, false},
		{"", 0, false},
		{"0", 0, false},
		{"-1MiB", 0, false},
		{"MiB", 0, false},
		{"0.1b", 0, false},
		{"inf", 0, false},
		{"NaN", 0, false},
		{"1e400", 0, false},
		{"1e30GiB", 0, false},
	}
	for _, tc := range tests {
		got, err := parseSize(tc.in)
		if tc.ok && (err != nil || got != tc.want) {
			t.Errorf("parseSize(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
		if !tc.ok && err == nil {
			t.Errorf("parseSize(%q) = %d, want an error", tc.in, got)
		}
	}
}

// TestBuildVersion: the version comes from the build information.
func TestBuildVersion(t *testing.T) {
	for _, tc := range []struct {
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{nil, false, "0.1.0-dev"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v0.3.1"}}, true, "0.3.1"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "0.1.0-dev"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}}}, true, "0.1.0-dev+0123456789ab"},
		{&debug.BuildInfo{Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef"}, {Key: "vcs.modified", Value: "true"}}}, true, "0.1.0-dev+0123456789ab-dirty"},
	} {
		if got := buildVersion(tc.bi, tc.ok); got != tc.want {
			t.Errorf("buildVersion(%+v) = %q, want %q", tc.bi, got, tc.want)
		}
	}
}

// TestCompletion: the completion scripts name the commands and each
// command's flags, as its --help lists them.
func TestCompletion(t *testing.T) {
	for shell, has := range map[string][]string{
		"bash": {"complete -F _gojpf gojpf", "run) ", "--search", "--report-sarif", "compare) ", "--no-timing"},
		"zsh":  {"bashcompinit", "complete -F _gojpf gojpf"},
		"fish": {"__fish_use_subcommand' -a 'run test inspect", "__fish_seen_subcommand_from run' -l search"},
	} {
		got := gojpf(t, "completion", shell)
		if got.code != ExitOK {
			t.Fatalf("%s: %s", shell, got)
		}
		for _, h := range has {
			if !strings.Contains(got.stdout, h) {
				t.Errorf("%s: script lacks %q\n%s", shell, h, got.stdout)
			}
		}
	}
	if got := gojpf(t, "completion", "tcsh"); got.code != ExitUsage {
		t.Errorf("completion tcsh: %s", got)
	}
}
