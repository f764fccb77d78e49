package classfile

import (
	"archive/zip"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// fakeClass is class-file-looking content that says where it came from.
func fakeClass(origin string) []byte {
	return append([]byte{0xCA, 0xFE, 0xBA, 0xBE}, origin...)
}

// makeDir writes files (slash-separated names) under a new temp dir.
func makeDir(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, b := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// makeJar writes a jar with the files, in the given order (names may repeat).
func makeJar(t *testing.T, name string, files ...struct {
	name string
	data []byte
}) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := zip.NewWriter(f)
	for _, file := range files {
		fw, err := w.Create(file.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := fw.Write(file.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

type jarFile = struct {
	name string
	data []byte
}

func TestClassPathShadowing(t *testing.T) {
	dir := makeDir(t, map[string][]byte{
		"a/b/Only.class":        fakeClass("dir Only"),
		"a/b/Both.class":        fakeClass("dir Both"),
		"a/b/Outer$Inner.class": fakeClass("dir Inner"),
		"Top.class":             fakeClass("dir Top"),
		"a/b/NotAClass.txt":     []byte("text"),
	})
	jar := makeJar(t, "lib.jar",
		jarFile{"a/b/Both.class", fakeClass("jar Both")},
		jarFile{"a/b/JarOnly.class", fakeClass("jar JarOnly")},
		jarFile{"a/b/JarOnly.class", fakeClass("jar JarOnly duplicate")},
		jarFile{"c/", nil},
		jarFile{"META-INF/versions/11/a/b/Versioned.class", fakeClass("jar versioned")},
	)
	entries, err := ParseClassPath(dir + string(os.PathListSeparator) + string(os.PathListSeparator) + jar)
	if err != nil {
		t.Fatal(err)
	}
	cp := NewClassPath(entries...)
	defer cp.Close()
	if got := len(cp.Entries()); got != 2 {
		t.Fatalf("%d entries, want 2", got)
	}
	tests := []struct {
		name string
		want string // "" for not found
	}{
		{"a/b/Only", "dir Only"},
		{"a/b/Both", "dir Both"},
		{"a/b/Outer$Inner", "dir Inner"},
		{"Top", "dir Top"},
		{"a/b/JarOnly", "jar JarOnly"},
		{"a/b/NotAClass", ""},
		{"a/b/Versioned", ""},
		{"a/b", ""},
		{"c", ""},
		{"x/y/Missing", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for range 2 { // the second time from the cache
				b, err := cp.Find(tt.name)
				if tt.want == "" {
					var cnf *ClassNotFoundError
					if !errors.As(err, &cnf) {
						t.Fatalf("Find = %q, %v; want a ClassNotFoundError", b, err)
					}
					continue
				}
				if err != nil || string(b) != string(fakeClass(tt.want)) {
					t.Fatalf("Find = %q, %v; want %q", b, err, fakeClass(tt.want))
				}
			}
		})
	}

	// Reversed order: the jar shadows the directory.
	rev := NewClassPath(OpenDir(filepath.Join(dir, "nonexistent")), mustOpen(t, jar), OpenDir(dir))
	defer rev.Close()
	if b, err := rev.Find("a/b/Both"); err != nil || string(b) != string(fakeClass("jar Both")) {
		t.Errorf("reversed: Find(a/b/Both) = %q, %v", b, err)
	}
}

func mustOpen(t *testing.T, path string) Entry {
	t.Helper()
	e, err := OpenEntry(path)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestClassNotFoundMessage(t *testing.T) {
	dir := makeDir(t, nil)
	jar := makeJar(t, "empty.jar")
	cp := NewClassPath(OpenDir(dir), mustOpen(t, jar))
	defer cp.Close()
	_, err := cp.Find("com/example/Gone")
	var cnf *ClassNotFoundError
	if !errors.As(err, &cnf) {
		t.Fatalf("err = %v, want a ClassNotFoundError", err)
	}
	if cnf.Name != "com/example/Gone" || len(cnf.Searched) != 2 {
		t.Errorf("err = %#v", cnf)
	}
	msg := err.Error()
	for _, want := range []string{"com/example/Gone", dir, jar} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q does not name %q", msg, want)
		}
	}
}

func TestClassPathRejectsTraversal(t *testing.T) {
	root := makeDir(t, map[string][]byte{
		"secret.class":    fakeClass("outside"),
		"cp/inside.class": fakeClass("inside"),
		"cp/a/b/ok.class": fakeClass("ok"),
	})
	dir := filepath.Join(root, "cp")
	jar := makeJar(t, "t.jar", jarFile{"../secret.class", fakeClass("jar outside")})
	for _, e := range []Entry{OpenDir(dir), mustOpen(t, jar)} {
		cp := NewClassPath(e)
		for _, name := range []string{"../secret", "a/../../secret", "/etc/passwd", "a/./b/ok", "a//b/ok", "a/b/", "", `a\b\ok`, "a/b\x00/ok"} {
			_, err := cp.Find(name)
			if !errors.Is(err, ErrInvalidName) {
				t.Errorf("%s: Find(%q): err = %v, want ErrInvalidName", e, name, err)
			}
		}
		cp.Close()
	}
	if b, err := NewClassPath(OpenDir(dir)).Find("a/b/ok"); err != nil || string(b) != string(fakeClass("ok")) {
		t.Errorf("Find(a/b/ok) = %q, %v", b, err)
	}
}

func TestClassPathCachesResults(t *testing.T) {
	dir := makeDir(t, map[string][]byte{"p/A.class": fakeClass("A")})
	cp := NewClassPath(OpenDir(dir))
	if _, err := cp.Find("p/A"); err != nil {
		t.Fatal(err)
	}
	if _, err := cp.Find("p/B"); err == nil {
		t.Fatal("p/B found")
	}
	// Changing the directory does not change what the class path answers.
	if err := os.Remove(filepath.Join(dir, "p", "A.class")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "B.class"), fakeClass("B"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := cp.Find("p/A"); err != nil || string(b) != string(fakeClass("A")) {
		t.Errorf("cached Find(p/A) = %q, %v", b, err)
	}
	if _, err := cp.Find("p/B"); err == nil {
		t.Errorf("cached not-found p/B is found now")
	}
}

func TestClassPathConcurrentFind(t *testing.T) {
	dir := makeDir(t, map[string][]byte{"p/A.class": fakeClass("A"), "p/B.class": fakeClass("B")})
	jar := makeJar(t, "c.jar", jarFile{"q/C.class", fakeClass("C")})
	cp := NewClassPath(OpenDir(dir), mustOpen(t, jar))
	defer cp.Close()
	want := map[string]string{"p/A": "A", "p/B": "B", "q/C": "C", "q/D": ""}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 50 {
				for name, w := range want {
					b, err := cp.Find(name)
					if (w == "") != (err != nil) || (w != "" && string(b) != string(fakeClass(w))) {
						t.Errorf("Find(%s) = %q, %v", name, b, err)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

func TestOpenEntryKinds(t *testing.T) {
	dir := makeDir(t, map[string][]byte{"p/A.class": fakeClass("A")})
	jar := makeJar(t, "lib.zip", jarFile{"p/A.class", fakeClass("zip A")})
	notJar := writeTemp(t, "junk.jar", []byte("this is not a zip file"))
	image := writeTemp(t, "modules", syntheticImage(t, binary.LittleEndian))
	tests := []struct {
		path    string
		find    string
		want    string // content expected; "" if the open must fail
		wantErr bool
	}{
		{dir, "p/A", "A", false},
		{jar, "p/A", "zip A", false},
		{image, "p/q/A", "", false},
		{notJar, "", "", true},
		{filepath.Join(dir, "missing.jar"), "", "", true},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			e, err := OpenEntry(tt.path)
			if tt.wantErr {
				if err == nil {
					e.Close()
					t.Fatal("OpenEntry succeeded")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			if e.String() != tt.path {
				t.Errorf("String() = %q, want %q", e.String(), tt.path)
			}
			b, ok, err := e.Find(tt.find)
			if err != nil || !ok {
				t.Fatalf("Find(%s) = %v, %v", tt.find, ok, err)
			}
			if tt.want != "" && string(b) != string(fakeClass(tt.want)) {
				t.Errorf("Find(%s) = %q", tt.find, b)
			}
		})
	}
	if _, err := ParseClassPath(dir + string(os.PathListSeparator) + notJar); err == nil {
		t.Errorf("ParseClassPath with a bad jar succeeded")
	}
}

func TestClassPathHostJDK(t *testing.T) {
	home, err := FindJDK("")
	if err != nil {
		t.Skipf("no JDK found: %v", err)
	}
	// A user class shadows nothing of the JDK's when the image comes first,
	// and the image answers for java.lang.
	dir := makeDir(t, map[string][]byte{"java/lang/String.class": fakeClass("fake String"), "app/Main.class": fakeClass("Main")})
	entries, err := ParseClassPath(JDKModules(home) + string(os.PathListSeparator) + dir)
	if err != nil {
		t.Fatal(err)
	}
	cp := NewClassPath(entries...)
	defer cp.Close()
	b, err := cp.Find("java/lang/String")
	if err != nil || !isClassFile(b) || string(b) == string(fakeClass("fake String")) {
		t.Errorf("Find(java/lang/String): %d bytes, %v", len(b), err)
	}
	if b, err := cp.Find("app/Main"); err != nil || string(b) != string(fakeClass("Main")) {
		t.Errorf("Find(app/Main) = %q, %v", b, err)
	}
}

// TestDirEntryMissingPackages: a directory entry finds its classes
// whatever it was asked for before, and none of packages it does not
// have, whether their first component is missing (java/…, as the JDK's
// classes are looked up before the image) or only a deeper one.
func TestDirEntryMissingPackages(t *testing.T) {
	dir := makeDir(t, map[string][]byte{
		"a/b/C.class": fakeClass("C"),
		"a/D.class":   fakeClass("D"),
		"E.class":     fakeClass("E"),
		"x/y/z.class": fakeClass("z"),
	})
	e := OpenDir(dir)
	tests := []struct {
		name string
		want string // "" for not found
	}{
		{"java/lang/Object", ""},
		{"java/util/Map", ""},
		{"java/Thing", ""},
		{"a/b/C", "C"},
		{"a/missing/X", ""},
		{"a/missing/deeper/X", ""},
		{"a/b/Missing", ""},
		{"a/b/C", "C"},
		{"a/D", "D"},
		{"E", "E"},
		{"F", ""},
		{"x/y/z", "z"},
		{"x/q/z", ""},
		{"x/y/z", "z"},
		{"java/lang/Object", ""},
	}
	for round := range 2 {
		for _, tt := range tests {
			b, ok, err := e.Find(tt.name)
			if err != nil || ok != (tt.want != "") || (ok && string(b) != string(fakeClass(tt.want))) {
				t.Errorf("round %d: Find(%s) = %q, %v, %v; want %q", round, tt.name, b, ok, err, tt.want)
			}
		}
	}
}
