package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"

	"github.com/gojpf/gojpf/internal/javaoracle"
)

// runResult is what one run of java or gojpf did.
type runResult struct {
	stdout, stderr []byte
	exit           int
	timedOut       bool
	err            error // could not be started
}

// programFrames keeps the lines of an uncaught-exception report that
// gojpf must reproduce: all but the frames of JDK classes and the
// "... n more" lines (as javatests' harness does).
func programFrames(trace []byte) string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(trace))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		body := strings.TrimLeft(line, " \t")
		switch {
		case strings.HasPrefix(body, "at "):
			method, _, _ := strings.Cut(strings.TrimPrefix(body, "at "), "(")
			if strings.Contains(method, "/") || strings.HasPrefix(method, "java.") || strings.HasPrefix(method, "jdk.") ||
				strings.HasPrefix(method, "sun.") || strings.HasPrefix(method, "javax.") || strings.HasPrefix(method, "com.sun.") {
				continue
			}
		case strings.HasPrefix(body, "... ") && strings.HasSuffix(body, " more"):
			continue
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// gojpf's exit codes (README): 0 ok, 1 violation, 2 usage or compile
// error, 3 unsupported, 4 incomplete (a limit).
var gojpfExitNames = map[int]string{2: "error", 3: "unsupported", 4: "incomplete"}

// compare returns a short category and a description of how gojpf's run
// differs from java's, or "" if they agree: the same stdout, the same
// stderr up to JDK frames in an uncaught-exception report, and exit 0
// for java's 0, exit 1 for java's uncaught exception.
func compare(j, g runResult) (category, detail string) {
	switch {
	case g.err != nil:
		return "gojpf-start", g.err.Error()
	case g.timedOut:
		return "timeout", "gojpf did not finish in time"
	}
	if name, ok := gojpfExitNames[g.exit]; ok {
		first, _, _ := strings.Cut(strings.TrimSpace(string(g.stderr)), "\n")
		return "gojpf-" + name, fmt.Sprintf("gojpf exited %d: %s\nstderr:\n%s", g.exit, first, clip(g.stderr, 4000))
	}
	if !bytes.Equal(j.stdout, g.stdout) {
		return "stdout", diffText("java", j.stdout, "gojpf", g.stdout)
	}
	jBefore, jTrace := javaoracle.SplitTrace(j.stderr)
	gBefore, gTrace := javaoracle.SplitTrace(g.stderr)
	if !bytes.Equal(jBefore, gBefore) {
		return "stderr", diffText("java", jBefore, "gojpf", gBefore)
	}
	if (jTrace == nil) != (gTrace == nil) || programFrames(jTrace) != programFrames(gTrace) {
		return "uncaught", diffText("java", jTrace, "gojpf", gTrace)
	}
	want := j.exit
	if jTrace != nil && j.exit == 1 {
		want = 1
	}
	if g.exit != want {
		return "exit", fmt.Sprintf("gojpf exit %d, java exit %d", g.exit, j.exit)
	}
	return "", ""
}

// diffText shows the first differing line and both outputs (clipped).
func diffText(wantName string, want []byte, gotName string, got []byte) string {
	n, w, g := javaoracle.FirstDifference(want, got)
	return fmt.Sprintf("first difference at line %d:\n  %-6s %s\n  %-6s %s\n", n, wantName+":", w, gotName+":", g)
}

func clip(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	return string(b[:n]) + fmt.Sprintf("\n[... %d more bytes]", len(b)-n)
}
