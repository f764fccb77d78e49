// Package javactest compiles the Java programs of gojpf's tests with the
// real javac (see package javac), failing or skipping the test as fits.
package javactest

import (
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
)

// Compile compiles every .java file under dir for a test, failing the test
// with javac's message if compilation fails and skipping it if there is no
// javac. It returns the directory holding the classes.
func Compile(tb testing.TB, dir string, opt javac.Options) string {
	tb.Helper()
	if opt.Javac == "" {
		if _, err := javac.Find(); err != nil {
			tb.Skip(err)
		}
	}
	files, err := javac.Sources(dir)
	if err != nil {
		tb.Fatalf("listing %s: %v", dir, err)
	}
	if len(files) == 0 {
		tb.Fatalf("no .java files under %s", dir)
	}
	out, err := javac.CompileFiles(files, opt)
	if err != nil {
		tb.Fatalf("compiling %s: %v", dir, err)
	}
	return out
}
