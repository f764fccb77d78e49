// Package javaoracle holds what gojpf's differential tests and fuzzers
// share about running a program on the real JVM as the oracle: the flags
// and environment that make its output reproducible, running a command
// with them, where two outputs first differ, and how an uncaught
// exception's report is found in its stderr.
package javaoracle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Flags returns the java flags of every oracle run: assertions on, UTF-8
// on both streams, a fixed locale and time zone.
func Flags() []string {
	return []string{
		"-ea",
		"-Dfile.encoding=UTF-8",
		"-Dstdout.encoding=UTF-8",
		"-Dstderr.encoding=UTF-8",
		"-Dsun.stdout.encoding=UTF-8",
		"-Dsun.stderr.encoding=UTF-8",
		"-Duser.language=en",
		"-Duser.country=US",
		"-Duser.timezone=UTC",
	}
}

// Env is the environment of an oracle run: the process's without the
// variables through which the JVM picks up extra options (and announces
// them on stderr) or a class path, with a UTF-8 C locale.
func Env() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH", "LC_ALL", "LANG":
			continue
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C.UTF-8", "LANG=C.UTF-8")
}

// TraceHeader starts the JVM's report of an uncaught exception.
const TraceHeader = `Exception in thread "`

// SplitTrace splits stderr into what the program printed and the
// uncaught-exception report that ends it (nil if there is none).
func SplitTrace(stderr []byte) (before, trace []byte) {
	i := -1
	if bytes.HasPrefix(stderr, []byte(TraceHeader)) {
		i = 0
	}
	if j := bytes.LastIndex(stderr, []byte("\n"+TraceHeader)); j >= 0 {
		i = j + 1
	}
	if i < 0 {
		return stderr, nil
	}
	return stderr[:i], stderr[i:]
}

// Result is what a run of a command printed and how it ended.
type Result struct {
	Stdout, Stderr []byte
	Exit           int   // the exit status, when it exited
	TimedOut       bool  // ctx ended before the command did
	Err            error // it could not be started or waited for
}

// Run runs name with args in the oracle environment (Env) until it ends
// or ctx does.
func Run(ctx context.Context, name string, args ...string) Result {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = Env()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := Result{Stdout: stdout.Bytes(), Stderr: stderr.Bytes()}
	var exitErr *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.TimedOut = true
	case errors.As(err, &exitErr):
		r.Exit = exitErr.ExitCode()
	case err != nil:
		r.Err = err
	}
	return r
}

// FirstDifference finds the first line (counted from 1) where two outputs
// differ and returns it with both texts of that line, quoted, or "(end
// of output)" where one output has ended.
func FirstDifference(want, got []byte) (line int, wantLine, gotLine string) {
	wl := strings.SplitAfter(string(want), "\n")
	gl := strings.SplitAfter(string(got), "\n")
	i := 0
	for i < len(wl) && i < len(gl) && wl[i] == gl[i] {
		i++
	}
	text := func(ls []string) string {
		if i < len(ls) {
			return fmt.Sprintf("%q", ls[i])
		}
		return "(end of output)"
	}
	return i + 1, text(wl), text(gl)
}
