package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestJUnitExtConsoleLauncher runs gojpf-junit's @ModelCheck tests
// (javatests/junitext) under the real JUnit Platform Console Launcher:
// each is handed to a gojpf binary built here, the racy one fails with
// gojpf's trace, the synchronized one passes.
func TestJUnitExtConsoleLauncher(t *testing.T) {
	requireJDK(t)
	dir := os.Getenv("GOJPF_JUNIT_JARS")
	if dir == "" {
		dir = "/usr/share/java"
	}
	console := filepath.Join(dir, "junit-platform-console-standalone.jar")
	var jars []string
	for _, j := range []string{"junit-jupiter-api.jar", "opentest4j.jar", "junit-platform-commons.jar", "apiguardian-api.jar"} {
		jars = append(jars, filepath.Join(dir, j))
	}
	for _, p := range append(jars, console) {
		if _, err := os.Stat(p); err != nil {
			t.Skipf("%s missing (apt-get install -y junit5)", p)
		}
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "gojpf")
	if out, err := exec.Command("go", "build", "-o", bin, "../../cmd/gojpf").CombinedOutput(); err != nil {
		t.Fatalf("building gojpf: %v\n%s", err, out)
	}
	jar := filepath.Join(tmp, "gojpf-junit.jar")
	if got := gojpf(t, "junit-jar", "-o", jar); got.code != ExitOK {
		t.Fatalf("gojpf junit-jar: %s", got)
	}
	sep := string(os.PathListSeparator)
	cp := strings.Join(append(jars, jar), sep)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "junitext"), javac.Options{ClassPath: cp})
	cmd := exec.Command("java", "-jar", console, "-cp", classes+sep+cp, "--select-class", "mc.ModelCheckedTest",
		"--disable-banner", "--disable-ansi-colors", "--details=tree")
	// The gojpf processes the extension starts keep their start-up
	// cache in the test's directory.
	cmd.Env = append(os.Environ(), "GOJPF="+bin, cacheDirEnv+"="+filepath.Join(tmp, "cache"))
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Fatalf("console launcher: %v, want exit 1 (a test failed)\n%s", err, out)
	}
	s := string(out)
	for _, re := range []string{`\[\s+1 tests successful\s+\]`, `\[\s+1 tests failed\s+\]`} {
		if !regexp.MustCompile(re).MatchString(s) {
			t.Errorf("output lacks %s\n%s", re, s)
		}
	}
	for _, want := range []string{
		"synced() ✔",
		"racy() ✘ gojpf found a violation:",
		"FAILED     mc.ModelCheckedTest.racy: uncaught-exception: org.opentest4j.AssertionFailedError: lost update ==> expected: <2> but was: <1>",
		"ModelCheckedTest.java:15  mc.ModelCheckedTest.inc",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q\n%s", want, s)
		}
	}
}
