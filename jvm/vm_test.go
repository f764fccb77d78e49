package jvm

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// newTestVM compiles the Java sources in dir and makes a VM for them.
func newTestVM(t testing.TB, src string, maxInsns int64) (*VM, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Main.java"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out := javactest.Compile(t, dir, javac.Options{})
	home, err := classfile.FindJDK("")
	if err != nil {
		t.Skip(err)
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { img.Close() })
	version, _ := classfile.JavaVersion(home)
	var stdout, stderr bytes.Buffer
	vm, err := New(Options{
		ClassPath:        classfile.NewClassPath(guestlib.Entry(), classfile.OpenDir(out), img),
		JDK:              img,
		JavaHome:         home,
		JavaVersion:      version,
		Stdout:           &stdout,
		Stderr:           &stderr,
		MaxInstructions:  maxInsns,
		EnableAssertions: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return vm, &stdout, &stderr
}

func TestHello(t *testing.T) {
	vm, stdout, stderr := newTestVM(t, `public class Main { public static void main(String[] a) { System.out.println("Hello, world!"); } }`, 20_000_000)
	res, err := vm.Run("Main", nil)
	if err != nil {
		t.Fatalf("run: %v\nstack:\n%s\nstderr: %s", err, vm.javaStack(), stderr)
	}
	if got := stdout.String(); got != "Hello, world!\n" {
		t.Errorf("stdout = %q", got)
	}
	t.Logf("%d instructions, uncaught %+v, stderr %q", res.Instructions, res.Uncaught, stderr)
}
