package guestlib

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/classfile"
)

// TestClassesUpToDate fails when the Java sources changed but classes/
// was not regenerated with `go generate ./guestlib`.
func TestClassesUpToDate(t *testing.T) {
	var files []string
	filepath.Walk("java", func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	h := sha256.New()
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		h.Write(b)
	}
	gen, err := os.ReadFile(filepath.Join("internal", "resultgen", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	h.Write(gen)
	want, err := os.ReadFile("SOURCES_SHA256")
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != strings.TrimSpace(string(want)) {
		t.Fatalf("guestlib/java or internal/resultgen changed since classes/ was generated: run go generate ./guestlib")
	}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.ToSlash(f), "java/"), ".java")
		b, ok, err := Entry().Find(name)
		if err != nil || !ok {
			t.Fatalf("%s: no compiled class", name)
		}
		cf, err := classfile.Parse(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cf.Name != name {
			t.Errorf("%s: class file names %s", name, cf.Name)
		}
	}
}

func TestDir(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "gov/nasa/jpf/vm/Verify.class")); err != nil {
		t.Fatal(err)
	}
}
