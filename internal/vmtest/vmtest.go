// Package vmtest starts gojpf VMs on Java test programs for Go tests: it
// compiles a directory of sources with the host javac (against the guest
// library) and starts a VM on its Main class with the host JDK. It is for
// tests only; it skips the test when there is no JDK.
package vmtest

import (
	"bytes"
	"testing"

	"github.com/gojpf/gojpf/classfile"
	"github.com/gojpf/gojpf/guestlib"
	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
	"github.com/gojpf/gojpf/jvm"
)

// Start compiles the Java sources in dir and starts a VM on class Main,
// with assertions enabled and the program's output kept in memory.
func Start(tb testing.TB, dir string) *jvm.VM {
	tb.Helper()
	return StartClass(tb, dir, "Main")
}

// StartClass is Start with another main class.
func StartClass(tb testing.TB, dir, class string) *jvm.VM {
	tb.Helper()
	return StartCompiled(tb, Compile(tb, dir), class)
}

// Compile compiles the Java sources in dir against the guest library and
// returns the directory of the classes.
func Compile(tb testing.TB, dir string) string {
	tb.Helper()
	glDir, err := guestlib.Dir()
	if err != nil {
		tb.Fatal(err)
	}
	return javactest.Compile(tb, dir, javac.Options{ClassPath: glDir})
}

// StartCompiled starts a VM on class of the classes Compile made.
func StartCompiled(tb testing.TB, out, class string) *jvm.VM {
	tb.Helper()
	return StartCompiledArgs(tb, out, class)
}

// StartCompiledArgs is StartCompiled with arguments for main.
func StartCompiledArgs(tb testing.TB, out, class string, args ...string) *jvm.VM {
	tb.Helper()
	vm, _ := StartOptions(tb, out, class, nil, args...)
	return vm
}

// StartOptions is StartCompiledArgs with the VM's options changed by edit
// (if not nil) before the VM is made; it also returns the program's
// standard output.
func StartOptions(tb testing.TB, out, class string, edit func(*jvm.Options), args ...string) (*jvm.VM, *bytes.Buffer) {
	tb.Helper()
	vm, stdout := newVM(tb, out, edit)
	if err := vm.Start(class, args); err != nil {
		tb.Fatal(err)
	}
	return vm, stdout
}

// Boot makes a VM on the classes Compile made, boots it without starting
// a program and returns the booted state, for vm.StartFrom.
func Boot(tb testing.TB, out string, edit func(*jvm.Options)) (*jvm.VM, *jvm.State) {
	tb.Helper()
	vm, _ := newVM(tb, out, edit)
	st, err := vm.Boot()
	if err != nil {
		tb.Fatal(err)
	}
	return vm, st
}

func newVM(tb testing.TB, out string, edit func(*jvm.Options)) (*jvm.VM, *bytes.Buffer) {
	tb.Helper()
	home, err := classfile.FindJDK("")
	if err != nil {
		tb.Skip(err)
	}
	img, err := classfile.OpenJDK(home)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { img.Close() })
	version, _ := classfile.JavaVersion(home)
	var stdout, stderr bytes.Buffer
	opts := jvm.Options{
		ClassPath:        classfile.NewClassPath(guestlib.Entry(), classfile.OpenDir(out), img),
		JDK:              img,
		JavaHome:         home,
		JavaVersion:      version,
		Stdout:           &stdout,
		Stderr:           &stderr,
		EnableAssertions: true,
	}
	if edit != nil {
		edit(&opts)
	}
	vm, err := jvm.New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	return vm, &stdout
}
