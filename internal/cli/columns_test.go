package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// traceProgram is a javatests/ program whose expect.json has a violation.
type traceProgram struct {
	dir   string
	flags []string
}

// violatingPrograms lists the programs of javatests/conc, bugs and
// events whose expect.json says "violation".
func violatingPrograms(t *testing.T) []traceProgram {
	t.Helper()
	var out []traceProgram
	for _, suite := range []string{"conc", "bugs", "events"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "javatests", suite, "*", "expect.json"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var x struct {
				Verdict        string   `json:"verdict"`
				Flags          []string `json:"flags"`
				MultipleErrors bool     `json:"multiple_errors"`
			}
			if err := json.Unmarshal(b, &x); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if x.Verdict != "violation" {
				continue
			}
			flags := append([]string{}, x.Flags...)
			if x.MultipleErrors {
				flags = append(flags, "--multiple-errors")
			}
			out = append(out, traceProgram{dir: filepath.Dir(f), flags: flags})
		}
	}
	return out
}

// shortTracePrograms are the programs the short test renders (the others
// with GOJPF_LONG=1): a race, wait/notify, a deadlock, an event handler.
var shortTracePrograms = []string{"if_instead_of_while", "lock_order_deadlock", "handler_race", "account"}

// TestTraceColumnsAndHTML renders --trace=columns and --report-html for
// the violations of javatests/ (a few; all with GOJPF_LONG=1): each
// thread's name and the violation are in both, the columns fit 100
// characters but for the violation's line, and the HTML is well formed.
func TestTraceColumnsAndHTML(t *testing.T) {
	requireJDK(t)
	progs := violatingPrograms(t)
	if len(progs) < 10 {
		t.Fatalf("found only %d violating programs in javatests/", len(progs))
	}
	for _, p := range progs {
		name := filepath.Base(filepath.Dir(p.dir)) + "/" + filepath.Base(p.dir)
		t.Run(name, func(t *testing.T) {
			if os.Getenv("GOJPF_LONG") == "" && !slices.Contains(shortTracePrograms, filepath.Base(p.dir)) {
				t.Skip("GOJPF_LONG=1 renders every violation of javatests/")
			}
			dir := t.TempDir()
			page, js := filepath.Join(dir, "r.html"), filepath.Join(dir, "r.json")
			args := append([]string{"run", "--trace=columns", "--report-html", page, "--report-json", js, "--time-limit", "120s"}, p.flags...)
			got := gojpf(t, append(args, filepath.Join(p.dir, "Main.java"))...)
			if got.code != ExitViolation {
				t.Fatalf("exit %d, want %d\n%s%s", got.code, ExitViolation, got.stdout, got.stderr)
			}
			var rep report
			b, err := os.ReadFile(js)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &rep); err != nil {
				t.Fatal(err)
			}
			html, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			checkTraceOutputs(t, &rep, got.stdout, string(html))
		})
	}
}

// checkTraceOutputs checks a run's column trace (in its text report) and
// HTML report against its JSON report.
func checkTraceOutputs(t *testing.T, rep *report, text, html string) {
	t.Helper()
	if len(rep.Violations) == 0 {
		t.Fatal("no violation in the report")
	}
	v := rep.Violations[0]
	_, trace, ok := strings.Cut(text, "====== trace #1\n")
	if !ok {
		t.Fatalf("no trace in the text report:\n%s", text)
	}
	trace, _, _ = strings.Cut(trace, "\n====== snapshot")
	lines := strings.Split(trace, "\n")
	want := violationCell(v)
	for _, tr := range v.Trace {
		if !strings.Contains(lines[1], tr.ThreadName) && !strings.Contains(lines[0], tr.ThreadName) {
			t.Errorf("thread %q is not a column:\n%s", tr.ThreadName, trace)
		}
		if !strings.Contains(html, `data-thread="`+htmlEscape(tr.ThreadName)+`"`) {
			t.Errorf("thread %q is not a column of the HTML report", tr.ThreadName)
		}
	}
	last := ""
	for _, l := range lines {
		if strings.Contains(l, "*** ") {
			last = l // the violation is the last; a deadlock's blocked threads before it
			continue
		}
		if n := len([]rune(l)); n > minColumnsWidth {
			t.Errorf("line of %d characters: %q", n, l)
		}
	}
	if head := []rune(want); last == "" || !strings.Contains(last, string(head[:min(len(head), 20)])) {
		t.Errorf("the last row %q does not say the violation %q:\n%s", last, want, trace)
	}
	if !strings.Contains(html, `class="step violation violating"`) || !strings.Contains(html, htmlEscape(want)) {
		t.Errorf("the HTML report does not highlight the violation %q", want)
	}
	if err := checkTagBalance(html); err != nil {
		t.Errorf("the HTML report is not well formed: %v", err)
	}
	for _, bad := range []string{"http://", "https://", "<link", " src="} {
		if strings.Contains(html, bad) {
			t.Errorf("the HTML report loads something (%q)", bad)
		}
	}
}

// violationCell is what the violation's row says (buildColumns).
func violationCell(v violation) string {
	switch {
	case v.Exception != "" && v.Message != "":
		return v.Exception + ": " + v.Message
	case v.Exception != "":
		return v.Exception
	case v.Message != "":
		return v.Property + ": " + v.Message
	}
	return v.Property
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

var tagRE = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>`)

// voidElements have no end tag.
var voidElements = map[string]bool{"meta": true, "br": true, "col": true, "img": true, "input": true, "hr": true, "link": true}

// checkTagBalance checks that every element of an HTML page is closed in
// order (script and style contents skipped).
func checkTagBalance(page string) error {
	var stack []string
	rest := page
	for {
		loc := tagRE.FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		end, name := rest[loc[2]:loc[3]] == "/", strings.ToLower(rest[loc[4]:loc[5]])
		rest = rest[loc[1]:]
		switch {
		case voidElements[name]:
		case !end:
			stack = append(stack, name)
			if name == "script" || name == "style" {
				i := strings.Index(rest, "</"+name+">")
				if i < 0 {
					return fmt.Errorf("<%s> not closed", name)
				}
				rest = rest[i:]
			}
		case len(stack) == 0 || stack[len(stack)-1] != name:
			return fmt.Errorf("</%s> closes %v", name, stack)
		default:
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 {
		return fmt.Errorf("not closed: %v", stack)
	}
	return nil
}

// TestTagBalance: the well-formedness check rejects what it should.
func TestTagBalance(t *testing.T) {
	for _, tc := range []struct {
		page string
		ok   bool
	}{
		{`<html><body><p>a</p><meta charset="x"></body></html>`, true},
		{`<html><script>if (a<b) {}</script></html>`, true},
		{`<html><body><p>a</body></html>`, false},
		{`<html><body>`, false},
		{`</p>`, false},
	} {
		if err := checkTagBalance(tc.page); (err == nil) != tc.ok {
			t.Errorf("%q: %v, want ok=%v", tc.page, err, tc.ok)
		}
	}
}

// TestTraceFlag: --trace takes jpf or columns; the text report of a run
// whose stdout is not a terminal keeps JPF's trace unless asked.
func TestTraceFlag(t *testing.T) {
	requireJDK(t)
	race := filepath.Join("..", "..", "javatests", "examples", "Race.java")
	for _, tc := range []struct {
		args    []string
		code    int
		want    string
		notWant string
	}{
		{[]string{"--trace=bogus"}, ExitUsage, "", ""},
		{nil, ExitViolation, "------ transition #0", "*** "},
		{[]string{"--trace=jpf"}, ExitViolation, "------ transition #0", "*** "},
		{[]string{"--trace=columns"}, ExitViolation, "write Race.counter = 1", "------ transition #"},
	} {
		got := gojpf(t, append(append([]string{"run"}, tc.args...), race)...)
		if got.code != tc.code {
			t.Errorf("%v: exit %d, want %d\n%s", tc.args, got.code, tc.code, got.stderr)
			continue
		}
		if tc.want != "" && !strings.Contains(got.stdout, tc.want) {
			t.Errorf("%v: no %q in\n%s", tc.args, tc.want, got.stdout)
		}
		if tc.notWant != "" && strings.Contains(got.stdout, tc.notWant) {
			t.Errorf("%v: %q in\n%s", tc.args, tc.notWant, got.stdout)
		}
	}
}

// TestReportHTMLBrowser loads an HTML report in headless Chromium and
// checks the threads, steps and violation in the DOM it renders
// (GOJPF_LONG=1; .ci/run installs chromium for the long run).
func TestReportHTMLBrowser(t *testing.T) {
	if os.Getenv("GOJPF_LONG") == "" {
		t.Skip("GOJPF_LONG=1 runs the browser test")
	}
	requireJDK(t)
	browser := ""
	for _, b := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(b); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Fatal("no chromium on PATH (apt-get install -y chromium)")
	}
	page := filepath.Join(t.TempDir(), "r.html")
	race := filepath.Join("..", "..", "javatests", "examples", "Race.java")
	if got := gojpf(t, "run", "-q", "--report-html", page, race); got.code != ExitViolation {
		t.Fatalf("exit %d\n%s", got.code, got.stderr)
	}
	abs, err := filepath.Abs(page)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(browser, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://"+abs)
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	dom, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", browser, err)
	}
	d := string(dom)
	for _, want := range []string{
		`data-thread="main"`, `data-thread="Thread-0"`, `data-thread="Thread-1"`,
		"write Race.counter = 1", "read Race.counter = 0", "could have run: Thread-0, Thread-1",
		`class="step violation violating"`, "java.lang.AssertionError: lost update: counter = 1",
		"statistics",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("the DOM lacks %q", want)
		}
	}
	if n := strings.Count(d, `<tr class="step`); n < 10 {
		t.Errorf("the DOM has %d steps", n)
	}
}

// TestGojpfTestReportHTML: gojpf test --report-html has a section for a
// failed test with its trace in columns, and --trace=columns shows it.
func TestGojpfTestReportHTML(t *testing.T) {
	requireJDK(t)
	cp := junitClassPath(t)
	page := filepath.Join(t.TempDir(), "t.html")
	got := gojpf(t, "test", "-cp", cp, "--trace=columns", "--report-html", page, "junit5.CounterTest#racyCounter")
	if got.code != ExitViolation {
		t.Fatalf("exit %d, want %d\n%s%s", got.code, ExitViolation, got.stdout, got.stderr)
	}
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	for _, want := range []string{"CounterTest.racyCounter", `class="step violation violating"`, "lost update"} {
		if !strings.Contains(html, want) {
			t.Errorf("the HTML report lacks %q", want)
		}
	}
	if err := checkTagBalance(html); err != nil {
		t.Error(err)
	}
	if !strings.Contains(got.stdout, "*** ") {
		t.Errorf("no column trace in\n%s", got.stdout)
	}
}
