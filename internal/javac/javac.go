// Package javac compiles Java sources with the host's real javac for
// gojpf's tests and for `gojpf run File.java`.
//
// Compilation results are cached on disk by a hash of the compiler, its
// options and the sources, so that a test binary (or a series of them)
// compiles each test directory once. The package does not ship a compiler:
// it needs a JDK on the machine.
package javac

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Options select how sources are compiled.
type Options struct {
	Javac     string   // path of javac; "" = javac on PATH
	Release   int      // --release N; 0 = the compiler's default
	ClassPath string   // -cp
	Extra     []string // further javac flags
}

// ErrNoJavac is returned when no javac can be found.
var ErrNoJavac = errors.New("javac not found on PATH (install a JDK, e.g. apt-get install -y openjdk-17-jdk-headless)")

// Find returns the path of javac on PATH.
func Find() (string, error) {
	p, err := exec.LookPath("javac")
	if err != nil {
		return "", ErrNoJavac
	}
	return p, nil
}

// Version returns the feature version (17, 21, 25, …) of a javac.
func Version(javacPath string) (int, error) {
	out, err := exec.Command(javacPath, "-version").CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("%s -version: %w: %s", javacPath, err, out)
	}
	f := strings.Fields(string(out))
	if len(f) < 2 {
		return 0, fmt.Errorf("%s -version printed %q", javacPath, out)
	}
	v := f[1]
	v = strings.TrimPrefix(v, "1.")
	if i := strings.IndexAny(v, ".-+"); i >= 0 {
		v = v[:i]
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s -version printed %q", javacPath, out)
	}
	return n, nil
}

// FindNewer returns the path of an installed javac whose version is at least
// min (looking at PATH and under /usr/lib/jvm), preferring the newest.
func FindNewer(min int) (string, int, error) {
	var cands []string
	if p, err := Find(); err == nil {
		cands = append(cands, p)
	}
	matches, _ := filepath.Glob("/usr/lib/jvm/*/bin/javac")
	cands = append(cands, matches...)
	best, bestV := "", 0
	for _, c := range cands {
		v, err := Version(c)
		if err == nil && v >= min && v > bestV {
			best, bestV = c, v
		}
	}
	if best == "" {
		return "", 0, fmt.Errorf("no javac of version %d or newer installed", min)
	}
	return best, bestV, nil
}

// Sources returns the .java files under dir, sorted.
func Sources(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}

// CompileFiles compiles the given sources into a cached output directory and
// returns it. A compilation failure returns an error holding javac's output.
func CompileFiles(files []string, opt Options) (string, error) {
	jc := opt.Javac
	if jc == "" {
		var err error
		if jc, err = Find(); err != nil {
			return "", err
		}
	}
	h := sha256.New()
	fmt.Fprintf(h, "javac=%s\x00release=%d\x00cp=%s\x00extra=%q\x00", jc, opt.Release, opt.ClassPath, opt.Extra)
	if fi, err := os.Stat(jc); err == nil {
		fmt.Fprintf(h, "mtime=%d\x00", fi.ModTime().UnixNano())
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", fmt.Errorf("reading Java source: %w", err)
		}
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.Base(f), len(b))
		h.Write(b)
	}
	sum := hex.EncodeToString(h.Sum(nil))[:24]
	cacheRoot := filepath.Join(os.TempDir(), "gojpf-javac-cache")
	out := filepath.Join(cacheRoot, sum)
	if _, err := os.Stat(filepath.Join(out, ".ok")); err == nil {
		return out, nil
	}
	if err := os.MkdirAll(cacheRoot, 0o755); err != nil {
		return "", fmt.Errorf("javac cache: %w", err)
	}
	tmp, err := os.MkdirTemp(cacheRoot, "tmp-")
	if err != nil {
		return "", fmt.Errorf("javac cache: %w", err)
	}
	args := []string{"-g", "-encoding", "UTF-8", "-nowarn", "-Xlint:none", "-d", tmp}
	if opt.Release != 0 {
		args = append(args, "--release", strconv.Itoa(opt.Release))
	}
	if opt.ClassPath != "" {
		args = append(args, "-cp", opt.ClassPath)
	}
	args = append(args, opt.Extra...)
	args = append(args, files...)
	cmd := exec.Command(jc, args...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		os.RemoveAll(tmp)
		return "", fmt.Errorf("javac failed: %w\n%s", err, buf.String())
	}
	if err := os.WriteFile(filepath.Join(tmp, ".ok"), nil, 0o644); err != nil {
		os.RemoveAll(tmp)
		return "", fmt.Errorf("javac cache: %w", err)
	}
	if err := os.Rename(tmp, out); err != nil {
		// Another process won the race; its result is as good as ours.
		os.RemoveAll(tmp)
		if _, err2 := os.Stat(filepath.Join(out, ".ok")); err2 != nil {
			return "", fmt.Errorf("javac cache: %w", err)
		}
	}
	return out, nil
}
