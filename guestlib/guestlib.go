// Package guestlib holds the Java classes gojpf puts on every guest's class
// path, ahead of the JDK: JPF's Verify API (gov.nasa.jpf.vm.Verify), so that
// JPF test programs compile and run unchanged, and gojpf's own helpers
// (gojpf.internal.*) that model what the VM has no JDK counterpart for.
//
// The classes are compiled from java/ by gen.sh (`go generate`) and
// embedded in the binary. The package does not compile Java at run time
// and holds no Go logic beyond serving the class bytes.
package guestlib

//go:generate ./gen.sh

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

//go:embed classes
var classes embed.FS

// Entry returns a class path entry serving the guest library's classes.
func Entry() classfile.Entry {
	e := &entry{}
	if des, err := classes.ReadDir("classes"); err == nil {
		e.top = make(map[string]bool, len(des))
		for _, d := range des {
			e.top[d.Name()] = true
		}
	}
	return e
}

type entry struct {
	// top holds the names in the classes' root directory (packages'
	// first components: gov, gojpf, org): a class outside them, such as
	// every JDK class a run looks for here first, is none of the guest
	// library's without a lookup in the embedded files (which costs a
	// boot ≈ 0.3 ms). nil when the root could not be read.
	top map[string]bool
}

func (e *entry) Find(binaryName string) ([]byte, bool, error) {
	if strings.Contains(binaryName, "..") || strings.HasPrefix(binaryName, "/") {
		return nil, false, nil
	}
	if first, _, pkg := strings.Cut(binaryName, "/"); pkg && e.top != nil && !e.top[first] {
		return nil, false, nil
	}
	b, err := classes.ReadFile("classes/" + binaryName + ".class")
	if err != nil {
		return nil, false, nil
	}
	return b, true, nil
}

func (*entry) String() string { return "gojpf guest library" }

func (*entry) Close() error { return nil }

// Dir writes the guest library's classes to a directory under the user's
// cache directory (once per version of the classes) and returns it, for
// users' `javac -cp` (see `gojpf classpath`).
func Dir() (string, error) {
	h := sha256.New()
	err := fs.WalkDir(classes, "classes", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := classes.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", err
	}
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "gojpf", "classes-"+hex.EncodeToString(h.Sum(nil))[:16])
	if _, err := os.Stat(filepath.Join(dir, ".ok")); err == nil {
		return dir, nil
	}
	err = fs.WalkDir(classes, "classes", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, strings.TrimPrefix(p, "classes"))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := classes.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		return "", fmt.Errorf("writing the guest library: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, ".ok"), nil, 0o644); err != nil {
		return "", fmt.Errorf("writing the guest library: %w", err)
	}
	return dir, nil
}
