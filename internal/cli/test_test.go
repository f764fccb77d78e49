package cli

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// junitJars are the JUnit jars the javatests/junit programs compile and
// run against: Debian's junit4 and junit5 packages (.ci/run installs
// them).
var junitJars = []string{
	"junit-jupiter-api.jar", "junit-jupiter-params.jar", "junit-platform-commons.jar",
	"opentest4j.jar", "apiguardian-api.jar", "junit4.jar", "hamcrest-core.jar",
}

// junitClassPath compiles javatests/junit and returns the class path to
// test it with: its classes and the JUnit jars. It skips the test when
// the jars are missing.
func junitClassPath(t *testing.T) string {
	t.Helper()
	requireJDK(t)
	dir := os.Getenv("GOJPF_JUNIT_JARS")
	if dir == "" {
		dir = "/usr/share/java"
	}
	var jars []string
	for _, j := range junitJars {
		p := filepath.Join(dir, j)
		if _, err := os.Stat(p); err != nil {
			t.Skipf("JUnit jar %s missing (apt-get install -y junit4 junit5, as .ci/run does, or GOJPF_JUNIT_JARS=DIR)", p)
		}
		jars = append(jars, p)
	}
	lib, err := guestlib.Dir()
	if err != nil {
		t.Fatal(err)
	}
	cp := strings.Join(jars, string(os.PathListSeparator))
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "junit"), javac.Options{ClassPath: cp + string(os.PathListSeparator) + lib})
	return classes + string(os.PathListSeparator) + cp
}

type testJSON struct {
	Tests []struct {
		TestClass   string `json:"test_class"`
		TestMethod  string `json:"test_method"`
		DisplayName string `json:"display_name"`
		Status      string `json:"status"`
		Message     string `json:"message"`
		Expected    string `json:"expected"`
		Verdict     string `json:"verdict"`
		Violations  []struct {
			Exception string `json:"exception"`
		} `json:"violations"`
	} `json:"tests"`
	Summary testSummary `json:"summary"`
}

type surefireXML struct {
	XMLName xml.Name `xml:"testsuites"`
	Tests   int      `xml:"tests,attr"`
	Suites  []struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Errors   int    `xml:"errors,attr"`
		Skipped  int    `xml:"skipped,attr"`
		Cases    []struct {
			Name      string `xml:"name,attr"`
			Classname string `xml:"classname,attr"`
			Failure   *struct {
				Message string `xml:"message,attr"`
				Type    string `xml:"type,attr"`
				Body    string `xml:",chardata"`
			} `xml:"failure"`
			Skipped *struct {
				Message string `xml:"message,attr"`
			} `xml:"skipped"`
		} `xml:"testcase"`
	} `xml:"testsuite"`
}

// TestGojpfTest runs every javatests/junit class in one gojpf test and
// checks each method's status, the exit code, the JSON report and the
// Surefire XML.
func TestGojpfTest(t *testing.T) {
	cp := junitClassPath(t)
	dir := t.TempDir()
	jsonPath, xmlPath := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.xml")
	got := gojpf(t, "test", "-cp", cp, "--report-json", jsonPath, "--report-junit", xmlPath, "junit5", "junit4", "testjpf")
	if got.code != ExitViolation {
		t.Fatalf("exit %d, want %d (some tests fail)\n%s", got.code, ExitViolation, got)
	}
	var rep testJSON
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		test, status, message string
	}{
		{"junit5.AfterAllFailTest.fine", testFailed, "cleanup failed"},
		{"junit5.CounterTest.racyCounter", testFailed, "org.opentest4j.AssertionFailedError: lost update ==> expected: <2> but was: <1>"},
		{"junit5.CounterTest.syncCounter", testPassed, ""},
		{"junit5.CounterTest.throwsExpected", testPassed, ""},
		{"junit5.CounterTest.throwsNothing", testFailed, "Expected java.lang.IllegalStateException to be thrown, but nothing was thrown."},
		{"junit5.CounterTest.disabled", testSkipped, "@Disabled: flaky on purpose"},
		{"junit5.CounterTest.uncaught", testFailed, "java.lang.UnsupportedOperationException: not here"},
		{"junit5.LifecycleTest.order", testPassed, ""},
		{"junit5.LifecycleTest.repeated", testPassed, ""},
		{"junit5.LifecycleTest$Inner.nestedSeesOuter", testPassed, ""},
		{"junit5.ParamsTest.positive", testPassed, ""},
		{"junit5.ParamsTest.lengths", testPassed, ""},
		{"junit5.ParamsTest.oneNegative", testFailed, "not positive: -3"},
		{"junit5.ParamsTest.add", testPassed, ""},
		{"junit5.ParamsTest.nullsAndEmpties", testPassed, ""},
		{"junit5.ParamsTest.enums", testPassed, ""},
		{"junit5.ParamsTest.factory", testPassed, ""},
		{"junit5.ParamsTest.listFactory", testPassed, ""},
		{"junit5.ParamsTest.enumSource", testSkipped, "@EnumSource: not supported"},
		{"junit5.ParamsTest.extended", testSkipped, "@ExtendWith(junit5.SomeExtension.class): gojpf cannot run this extension"},
		{"junit4.Counter4Test.racy", testFailed, "java.lang.AssertionError: lost update expected:<2> but was:<1>"},
		{"junit4.Counter4Test.synced", testPassed, ""},
		{"junit4.Counter4Test.expectedThrown", testPassed, ""},
		{"junit4.Counter4Test.expectedMissing", testFailed, "Expected exception: java.lang.ArithmeticException"},
		{"junit4.Counter4Test.expectedOther", testFailed, "java.lang.IllegalStateException: wrong one"},
		{"junit4.Counter4Test.ignored", testSkipped, "@Ignore: not today"},
		{"testjpf.ThreadsJPFTest.testLostUpdate", testPassed, ""},
		{"testjpf.ThreadsJPFTest.testSynchronized", testPassed, ""},
		{"testjpf.ThreadsJPFTest.testDeadlock", testPassed, ""},
		{"testjpf.ThreadsJPFTest.testUnhandled", testPassed, ""},
		{"testjpf.ThreadsJPFTest.testRace", testPassed, ""},
		{"testjpf.ThreadsJPFTest.testWrongExpectation", testFailed, "expected no property violation (verifyNoPropertyViolation), found uncaught-exception: java.lang.AssertionError: lost update"},
	}
	byName := map[string]int{}
	for i, en := range rep.Tests {
		byName[en.TestClass+"."+en.TestMethod] = i
	}
	if len(rep.Tests) != len(want) {
		t.Errorf("%d tests, want %d", len(rep.Tests), len(want))
	}
	for _, w := range want {
		i, ok := byName[w.test]
		if !ok {
			t.Errorf("%s: not run", w.test)
			continue
		}
		en := rep.Tests[i]
		if en.Status != w.status || !strings.Contains(en.Message, w.message) {
			t.Errorf("%s: %s %q, want %s %q", w.test, en.Status, en.Message, w.status, w.message)
		}
	}
	if en := rep.Tests[byName["testjpf.ThreadsJPFTest.testDeadlock"]]; en.Expected != "deadlock" {
		t.Errorf("testDeadlock expected %q, want deadlock", en.Expected)
	}
	if en := rep.Tests[byName["junit5.CounterTest.syncCounter"]]; en.DisplayName != "synchronized counter" || en.Verdict != "ok" {
		t.Errorf("syncCounter: display name %q, verdict %q", en.DisplayName, en.Verdict)
	}
	if s := rep.Summary; s.Boots != 1 || s.Tests != len(want) || s.Failed != 9 || s.Skipped != 4 || s.Passed != 19 {
		t.Errorf("summary %+v, want one boot, %d tests: 19 passed, 9 failed, 4 skipped", s, len(want))
	}
	for _, line := range []string{"FAILED     junit5.CounterTest.racyCounter", "SKIPPED    junit4.Counter4Test.ignored: @Ignore: not today", "JDK booted 1×"} {
		if !strings.Contains(got.stdout, line) {
			t.Errorf("stdout lacks %q", line)
		}
	}

	// The Surefire XML: one suite per class, one case per method.
	var sx surefireXML
	b, err = os.ReadFile(xmlPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(b, &sx); err != nil {
		t.Fatalf("the JUnit report does not parse: %v", err)
	}
	suites := map[string][4]int{}
	for _, s := range sx.Suites {
		suites[s.Name] = [4]int{s.Tests, s.Failures, s.Errors, s.Skipped}
		for _, c := range s.Cases {
			if c.Classname != s.Name {
				t.Errorf("case %s of suite %s has classname %s", c.Name, s.Name, c.Classname)
			}
			if s.Name == "junit5.CounterTest" && c.Name == "racyCounter" {
				if c.Failure == nil || c.Failure.Type != "org.opentest4j.AssertionFailedError" || !strings.Contains(c.Failure.Message, "lost update") || !strings.Contains(c.Failure.Body, "CounterTest.java:18") {
					t.Errorf("racyCounter's failure %+v, want the assertion as message and the trace (CounterTest.java:18) as text", c.Failure)
				}
			}
		}
	}
	wantSuites := map[string][4]int{
		"junit5.AfterAllFailTest":    {1, 1, 0, 0},
		"junit5.CounterTest":         {6, 3, 0, 1},
		"junit5.LifecycleTest":       {2, 0, 0, 0},
		"junit5.LifecycleTest$Inner": {1, 0, 0, 0},
		"junit5.ParamsTest":          {10, 1, 0, 2},
		"junit4.Counter4Test":        {6, 3, 0, 1},
		"testjpf.ThreadsJPFTest":     {6, 1, 0, 0},
	}
	for name, w := range wantSuites {
		if suites[name] != w {
			t.Errorf("suite %s: tests, failures, errors, skipped = %v, want %v", name, suites[name], w)
		}
	}
	if len(suites) != len(wantSuites) || sx.Tests != len(want) {
		t.Errorf("%d suites with %d tests, want %d with %d", len(suites), sx.Tests, len(wantSuites), len(want))
	}
}

// TestGojpfTestExitCodes checks the exit codes and selectors.
func TestGojpfTestExitCodes(t *testing.T) {
	cp := junitClassPath(t)
	tests := []struct {
		name   string
		args   []string
		code   int
		output string
	}{
		{"one passing method", []string{"junit5.CounterTest#syncCounter"}, ExitOK, "1 passed"},
		{"passing and skipped", []string{"junit5.CounterTest#syncCounter", "junit5.CounterTest#disabled"}, ExitOK, "1 passed, 0 failed, 1 skipped"},
		{"a failing method", []string{"junit4.Counter4Test#racy"}, ExitViolation, "1 failed"},
		{"a limit", []string{"--max-states", "3", "junit4.Counter4Test#synced"}, ExitIncomplete, "1 incomplete"},
		{"no such class or package", []string{"nosuch.Test"}, ExitUsage, "names no test class"},
		{"no such method", []string{"junit5.CounterTest#nosuch"}, ExitUsage, "has no test method nosuch"},
		{"not a test class", []string{"junit5.SomeExtension"}, ExitUsage, "has no test methods"},
		{"sarif refused", []string{"--report-sarif", "x", "junit5"}, ExitUsage, "--report-sarif is for gojpf run"},
		{"shards refused", []string{"--shards", "2", "junit5"}, ExitUsage, "gojpf test shards by test method with --shard i/N"},
		{"swarm refused", []string{"--shard", "0/2", "--swarm", "junit5"}, ExitUsage, "--swarm are for gojpf run"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := gojpf(t, append([]string{"test", "-cp", cp}, tc.args...)...)
			if got.code != tc.code || !strings.Contains(got.stdout+got.stderr, tc.output) {
				t.Errorf("exit %d, want %d with %q\n%s", got.code, tc.code, tc.output, got)
			}
		})
	}
}
