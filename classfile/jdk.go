package classfile

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// FindJDK returns the home directory of the JDK whose class library gojpf
// reads: explicit (the --jdk flag) if it is not empty, else $JAVA_HOME if set,
// else the JDK that the javac on PATH belongs to (its symlinks resolved, two
// levels up from bin/javac). The directory must hold a runtime image,
// lib/modules (JDK 9 or later); otherwise the error says which directory was
// tried and why it was chosen.
func FindJDK(explicit string) (string, error) {
	if explicit != "" {
		return checkJDK(explicit, "--jdk")
	}
	if home := os.Getenv("JAVA_HOME"); home != "" {
		return checkJDK(home, "$JAVA_HOME")
	}
	javac, err := exec.LookPath("javac")
	if err != nil {
		return "", fmt.Errorf("no JDK found: --jdk not given, $JAVA_HOME not set, and no javac on PATH: %w", err)
	}
	resolved, err := filepath.EvalSymlinks(javac)
	if err != nil {
		return "", fmt.Errorf("no JDK found: resolve javac on PATH (%s): %w", javac, err)
	}
	home := filepath.Dir(filepath.Dir(resolved))
	return checkJDK(home, "javac on PATH ("+resolved+")")
}

// checkJDK verifies that home holds lib/modules; source says where home came
// from, for the error message.
func checkJDK(home, source string) (string, error) {
	abs, err := filepath.Abs(home)
	if err != nil {
		return "", fmt.Errorf("JDK from %s: %w", source, err)
	}
	modules := JDKModules(abs)
	fi, err := os.Stat(modules)
	if err != nil {
		return "", fmt.Errorf("JDK %s (from %s) has no runtime image lib/modules; a JDK 9 or later is needed: %w", abs, source, err)
	}
	if !fi.Mode().IsRegular() {
		return "", fmt.Errorf("JDK %s (from %s): %s is not a regular file", abs, source, modules)
	}
	return abs, nil
}

// JDKModules returns the path of the runtime image of the JDK at home.
func JDKModules(home string) string {
	return filepath.Join(home, "lib", "modules")
}

// OpenJDK opens the runtime image of the JDK at home.
func OpenJDK(home string) (*JImage, error) {
	return OpenJImage(JDKModules(home))
}

// JavaVersion returns the feature version (8, 17, 25, …) of the JDK at home,
// read from the JAVA_VERSION line of its release file ("17.0.15" gives 17,
// "1.8.0_402" gives 8).
func JavaVersion(home string) (int, error) {
	path := filepath.Join(home, "release")
	f, err := os.Open(path)
	if err != nil {
		return 0, fmt.Errorf("java version: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		value, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "JAVA_VERSION=")
		if !ok {
			continue
		}
		v, err := parseJavaVersion(strings.Trim(value, `"`))
		if err != nil {
			return 0, fmt.Errorf("java version in %s: %w", path, err)
		}
		return v, nil
	}
	if err := sc.Err(); err != nil {
		return 0, fmt.Errorf("java version: read %s: %w", path, err)
	}
	return 0, fmt.Errorf("java version: %s has no JAVA_VERSION line", path)
}

// parseJavaVersion returns the feature version of a version string such as
// "17.0.15", "25", "21-ea" or "1.8.0_402".
func parseJavaVersion(s string) (int, error) {
	end := func(s string) string {
		if i := strings.IndexAny(s, ".-+_"); i >= 0 {
			return s[:i]
		}
		return s
	}
	first := end(s)
	if first == "1" && strings.HasPrefix(s, "1.") {
		first = end(s[2:])
	}
	v, err := strconv.Atoi(first)
	if err != nil || v <= 0 {
		return 0, fmt.Errorf("cannot parse version %q", s)
	}
	return v, nil
}
