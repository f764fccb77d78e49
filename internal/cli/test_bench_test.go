package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
)

// BenchmarkGojpfTest100 runs gojpf test on one JUnit 5 class of 100
// trivial test methods: 100 model-checking runs from one boot of the JDK
// (issue 24 asks for under 5 s). go test -run XXX -bench GojpfTest100
// ./internal/cli reports ns/op for the whole command and the boots.
func BenchmarkGojpfTest100(b *testing.B) {
	if _, err := javac.Find(); err != nil {
		b.Skip(err)
	}
	jars := os.Getenv("GOJPF_JUNIT_JARS")
	if jars == "" {
		jars = "/usr/share/java"
	}
	var cp []string
	for _, j := range []string{"junit-jupiter-api.jar", "junit-platform-commons.jar", "opentest4j.jar", "apiguardian-api.jar"} {
		p := filepath.Join(jars, j)
		if _, err := os.Stat(p); err != nil {
			b.Skipf("JUnit jar %s missing (apt-get install -y junit5)", p)
		}
		cp = append(cp, p)
	}
	var src strings.Builder
	src.WriteString("import static org.junit.jupiter.api.Assertions.assertEquals;\nimport org.junit.jupiter.api.Test;\n\nclass HundredTest {\n")
	for i := range 100 {
		fmt.Fprintf(&src, "    @Test\n    void t%03d() {\n        assertEquals(%d, %d + 1);\n    }\n\n", i, i+1, i)
	}
	src.WriteString("}\n")
	dir := b.TempDir()
	file := filepath.Join(dir, "HundredTest.java")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	classes, err := javac.CompileFiles([]string{file}, javac.Options{ClassPath: strings.Join(cp, ":")})
	if err != nil {
		b.Fatal(err)
	}
	args := []string{"test", "-q", "--report-json", filepath.Join(dir, "r.json"), "-cp", classes + ":" + strings.Join(cp, ":"), "HundredTest"}
	b.ResetTimer()
	for range b.N {
		if code := Main(args, io.Discard, io.Discard); code != ExitOK {
			b.Fatalf("exit %d", code)
		}
	}
	b.StopTimer()
	var rep struct {
		Summary testSummary `json:"summary"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "r.json"))
	if err == nil {
		err = json.Unmarshal(data, &rep)
	}
	if err != nil {
		b.Fatal(err)
	}
	if rep.Summary.Passed != 100 || rep.Summary.Boots != 1 {
		b.Fatalf("summary %+v, want 100 passed after one boot", rep.Summary)
	}
	b.ReportMetric(float64(rep.Summary.Boots), "boots/op")
}
