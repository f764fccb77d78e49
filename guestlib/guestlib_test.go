package guestlib

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
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

// TestEntryFind: the entry finds every embedded class, with its bytes,
// and no class outside them (the JDK's, which it answers without a
// lookup in the embedded files, a name of no package, odd names).
func TestEntryFind(t *testing.T) {
	e := Entry()
	n := 0
	err := fs.WalkDir(classes, "classes", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		want, err := classes.ReadFile(p)
		if err != nil {
			return err
		}
		name := strings.TrimSuffix(strings.TrimPrefix(p, "classes/"), ".class")
		got, ok, err := e.Find(name)
		if err != nil || !ok || !bytes.Equal(got, want) {
			t.Errorf("Find(%s) = %d bytes, %v, %v; want the %d embedded", name, len(got), ok, err, len(want))
		}
		n++
		return nil
	})
	if err != nil || n == 0 {
		t.Fatalf("walking the classes: %v, %d found", err, n)
	}
	for _, name := range []string{"java/lang/Object", "jdk/internal/misc/Unsafe", "Main", "gojpf", "gov/nasa/jpf/vm/NoSuchClass", "org/Nothing", "gojpf/../gojpf/Verify", "/gojpf/Verify", ""} {
		if b, ok, err := e.Find(name); ok || b != nil || err != nil {
			t.Errorf("Find(%q) = %d bytes, %v, %v; want nothing", name, len(b), ok, err)
		}
	}
}
