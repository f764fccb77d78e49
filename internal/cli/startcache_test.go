package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestStartCache runs a program with the start-up cache in a temporary
// directory: --no-cache writes nothing, the first run fills the cache,
// a second leaves it as it is, and a cache file that is damaged in any
// way, or a directory that cannot be written, changes nothing of the
// run's and is rebuilt.
//
// Twice: as a program calling the command line in-process does (the
// file read), and as cmd/gojpf does, owning the process (the file
// mapped, the collector off during the boot).
func TestStartCache(t *testing.T) {
	home := requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("testdata", "run", "hello"), javac.Options{})
	for _, mode := range []struct {
		name string
		ctx  context.Context
	}{{"read", context.Background()}, {"mapped", OwnsProcess(context.Background())}} {
		t.Run(mode.name, func(t *testing.T) {
			testStartCache(t, home, classes, mode.ctx)
		})
	}
}

func testStartCache(t *testing.T, home, classes string, ctx context.Context) {
	dir := t.TempDir()
	t.Setenv(cacheDirEnv, dir)
	run := func(t *testing.T, flags ...string) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		code := MainContext(ctx, append(append([]string{"run", "-q"}, flags...), "-cp", classes, "Main"), &stdout, &stderr)
		got := result{code: code, stdout: stdout.String(), stderr: stderr.String()}
		if got.code != ExitOK || got.stdout != helloOutput || got.stderr != "" {
			t.Fatalf("exit %d, want 0 and the program's output only:\n%s", got.code, got)
		}
	}
	key, err := startCacheKey(classfile.JDKModules(home))
	if err != nil {
		t.Fatal(err)
	}
	// cacheFile returns the cache file's path and its classes, checking
	// that there is one file and that every record decodes.
	cacheFile := func(t *testing.T) (string, []string) {
		t.Helper()
		files, _ := filepath.Glob(filepath.Join(dir, "boot-*"))
		if len(files) != 1 {
			t.Fatalf("cache directory holds %v, want one file", files)
		}
		data, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		cc, err := classfile.OpenClassCache(data, key)
		if err != nil {
			t.Fatal(err)
		}
		names := cc.Names()
		for _, name := range names {
			cf, ok, err := cc.Class(name)
			if err == nil {
				for i := range cf.Methods {
					if _, err = cf.Methods[i].LoadCode(); err != nil {
						break
					}
				}
			}
			if !ok || err != nil {
				t.Fatalf("%s: found %v, %v", name, ok, err)
			}
		}
		return files[0], names
	}

	run(t, "--no-cache")
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); len(files) != 0 {
		t.Fatalf("--no-cache wrote %v", files)
	}
	run(t)
	path, names := cacheFile(t)
	if len(names) < 100 || names[0] > "java/lang/Object" {
		t.Fatalf("the cache holds %d classes from %q on: not the JDK's boot", len(names), names[0])
	}
	good, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The run recorded which methods ran (the Prefetcher decodes their
	// code ahead): System's setJavaLangAccess did (the boot calls it),
	// of its methods not all.
	if cc, err := classfile.OpenClassCache(good, key); err != nil {
		t.Fatal(err)
	} else if sys, ok, err := cc.Class("java/lang/System"); err != nil || !ok {
		t.Fatalf("java/lang/System: %v, %v", ok, err)
	} else {
		ran := 0
		for i := range sys.Methods {
			if sys.Methods[i].Ran {
				ran++
			}
		}
		if m := sys.Method("setJavaLangAccess", "()V"); m == nil || !m.Ran || ran == len(sys.Methods) {
			t.Errorf("java/lang/System: setJavaLangAccess ran: %v; %d of %d methods ran", m != nil && m.Ran, ran, len(sys.Methods))
		}
	}
	before, _ := os.Stat(path)
	time.Sleep(10 * time.Millisecond)
	run(t)
	if after, _ := os.Stat(path); !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("a run with a warm cache wrote it again")
	}

	flipped := bytes.Clone(good)
	flipped[len(flipped)*3/4] ^= 0x55 // inside some record
	otherKey := bytes.Clone(good)
	otherKey[len("GOJPFCC1")] ^= 1
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"garbage", bytes.Repeat([]byte("not a cache "), 1000)},
		{"cut short", good[:len(good)/2]},
		{"header only", good[:40]},
		{"a damaged record", flipped},
		{"another key", otherKey},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := os.WriteFile(path, c.data, 0o600); err != nil {
				t.Fatal(err)
			}
			run(t)
			_, got := cacheFile(t)
			if len(got) < len(names) {
				t.Errorf("the cache rebuilt holds %d classes, had %d", len(got), len(names))
			}
		})
	}

	t.Run("unwritable directory", func(t *testing.T) {
		notDir := filepath.Join(t.TempDir(), "file")
		if err := os.WriteFile(notDir, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		t.Setenv(cacheDirEnv, filepath.Join(notDir, "cache"))
		run(t)
	})
}

// TestStartCacheKey checks that the key changes with the image's path,
// size, modification time and first bytes.
func TestStartCacheKey(t *testing.T) {
	dir := t.TempDir()
	img := filepath.Join(dir, "modules")
	write := func(data string, mod time.Time) {
		t.Helper()
		if err := os.WriteFile(img, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(img, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	key := func(path string) [classfile.CacheKeySize]byte {
		t.Helper()
		k, err := startCacheKey(path)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	t0 := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	write("image one", t0)
	base := key(img)
	if key(img) != base {
		t.Fatal("the key of one image differs from call to call")
	}
	other := filepath.Join(dir, "other")
	if err := os.WriteFile(other, []byte("image one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(other, t0, t0); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		k    func() [classfile.CacheKeySize]byte
	}{
		{"modification time", func() [classfile.CacheKeySize]byte { write("image one", t0.Add(time.Second)); return key(img) }},
		{"first bytes", func() [classfile.CacheKeySize]byte { write("image One", t0); return key(img) }},
		{"size", func() [classfile.CacheKeySize]byte { write("image one!", t0); return key(img) }},
		{"path", func() [classfile.CacheKeySize]byte { return key(other) }},
	} {
		if c.k() == base {
			t.Errorf("another %s, the same key", c.name)
		}
	}
	if _, err := startCacheKey(filepath.Join(dir, "missing")); err == nil {
		t.Error("a key for an image that does not exist")
	}
}

// TestPruneStartCaches checks that pruning keeps the newest cache files,
// removes old temporary files and leaves everything else alone.
func TestPruneStartCaches(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	touch := func(name string, age time.Duration) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 5 {
		touch(fmt.Sprintf("boot-%d.bin", i), time.Duration(i)*time.Minute)
	}
	touch("boot-0.bin.tmp123", 2*time.Hour)
	touch("boot-1.bin.tmp456", time.Minute) // maybe being written
	touch("classes-abc", 48*time.Hour)      // the guest library's
	pruneStartCaches(dir, 3)
	var left []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	want := []string{"boot-0.bin", "boot-1.bin", "boot-1.bin.tmp456", "boot-2.bin", "classes-abc"}
	if !slices.Equal(left, want) {
		t.Errorf("left %v, want %v", left, want)
	}
}

// TestStartCacheBound checks that a cache file that would grow past its
// bound is written with the run's classes only: those it took from the
// file and those it parsed.
func TestStartCacheBound(t *testing.T) {
	home := requireJDK(t)
	img, err := classfile.OpenJDK(home)
	if err != nil {
		t.Fatal(err)
	}
	defer img.Close()
	var classes []*classfile.ClassFile
	for _, name := range []string{"java/lang/Object", "java/lang/String", "java/lang/Integer", "java/lang/Long"} {
		data, ok, err := img.Find(name)
		if err != nil || !ok {
			t.Fatalf("%s: %v, %v", name, ok, err)
		}
		cf, err := classfile.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		classes = append(classes, cf)
	}
	key := [classfile.CacheKeySize]byte{3}
	old, err := classfile.OpenClassCache(classfile.EncodeClassCache(key, classes[:3]), key)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		maxBytes int
		want     []string
	}{
		{"under the bound", 1 << 30, []string{"java/lang/Integer", "java/lang/Long", "java/lang/Object", "java/lang/String"}},
		{"over it", 1, []string{"java/lang/Long", "java/lang/Object"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "boot-x.bin")
			s := &startCache{path: path, key: key, old: old, seen: map[string]bool{}, used: map[string]bool{}, maxBytes: c.maxBytes}
			if _, ok := s.JDKClass("java/lang/Object"); !ok {
				t.Fatal("java/lang/Object not in the cache")
			}
			s.ParsedJDKClass(classes[3])
			s.save()
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			cc, err := classfile.OpenClassCache(data, key)
			if err != nil {
				t.Fatal(err)
			}
			if got := cc.Names(); !slices.Equal(got, c.want) {
				t.Errorf("the file holds %v, want %v", got, c.want)
			}
		})
	}
}
