package listeners

import (
	"fmt"
	"io"
	"os"
)

func init() {
	Register(Info{
		Name: "tracestorer",
		Doc:  "on a violation, write its path (each choice taken) to trace.file (default trace) as a JSON report that gojpf replay, gojpf run --replay and the choiceselector listener (choice.use_trace) replay (JPF's TraceStorer)",
		Options: []string{
			"trace.file=PATH (default trace; relative to the current directory, as in JPF)",
			"trace.multiple=true|false (write each violation to PATH.1, PATH.2, …)",
			"trace.verbose=true|false (the file lists each transition's source lines too; it always names each choice point and where the chosen thread goes on)",
			"trace.terminate=true|false (accepted: it only acts on stores that do not end a path, which gojpf does not make)",
		},
		JPF:         []string{"gov.nasa.jpf.listener.TraceStorer"},
		KeyPrefixes: []string{"trace."},
		New:         newTraceStorer,
	})
}

// traceStorerKeys are the trace.* keys the tracestorer reads.
var traceStorerKeys = []string{"trace.file", "trace.multiple", "trace.verbose", "trace.terminate"}

// traceStorerRefused are JPF's TraceStorer keys that store a path which
// does not end in a violation: gojpf's trace files are replayed to a
// verdict, so they are refused, not ignored.
var traceStorerRefused = map[string]string{
	"trace.depth":            "storing the path at a search depth",
	"trace.store_calls":      "storing the path at a call",
	"trace.store_threads":    "storing the path when a thread starts",
	"trace.store_constraint": "storing the path when a search limit is hit",
}

// traceStorer writes the path of each violation to a file (JPF's
// TraceStorer). The search writes it (listeners.Search.StoreTrace); the
// listener decides when and where.
type traceStorer struct {
	SearchAdapter
	out, err io.Writer
	file     string
	multiple bool
	verbose  bool
	stored   int // violations seen
}

func newTraceStorer(c Config) (Listener, error) {
	for _, k := range sortedKeys(traceStorerRefused) {
		what := traceStorerRefused[k]
		if v, ok := c.Options[k]; ok && v != "false" {
			return nil, fmt.Errorf("tracestorer: %s=%s (%s) is not supported: gojpf stores the paths of violations only, which replay to the same verdict", k, v, what)
		}
	}
	var known []string
	known = append(known, traceStorerKeys...)
	known = append(known, sortedKeys(traceStorerRefused)...)
	if err := checkKeys(c, "tracestorer", []string{"trace."}, known); err != nil {
		return nil, err
	}
	t := &traceStorer{out: c.Out, err: c.Err, file: c.Options["trace.file"]}
	if t.file == "" {
		t.file = "trace"
	}
	var err error
	if t.multiple, err = c.Bool("trace.multiple", false); err != nil {
		return nil, err
	}
	if t.verbose, err = c.Bool("trace.verbose", false); err != nil {
		return nil, err
	}
	if _, err := c.Bool("trace.terminate", false); err != nil {
		return nil, err
	}
	if t.out == nil {
		t.out = io.Discard
	}
	if t.err == nil {
		t.err = os.Stderr
	}
	return t, nil
}

// PropertyViolated writes the violation's path.
func (t *traceStorer) PropertyViolated(s *Search, v Violation) {
	t.stored++
	file := t.file
	if t.multiple {
		file = fmt.Sprintf("%s.%d", t.file, t.stored)
	}
	details := v.Property
	switch {
	case v.Exception != "" && v.Message != "":
		details += ": " + v.Exception + ": " + v.Message
	case v.Exception != "":
		details += ": " + v.Exception
	case v.Message != "":
		details += ": " + v.Message
	}
	if v.Thread != "" {
		details += fmt.Sprintf(" (thread %q)", v.Thread)
	}
	if err := s.StoreTrace(TraceFile{Path: file, Comment: "violated property: " + details, Lines: t.verbose}); err != nil {
		fmt.Fprintf(t.err, "gojpf: tracestorer: storing the path of error #%d: %v\n", t.stored, err)
		return
	}
	fmt.Fprintf(t.out, "\n====== trace stored\nthe path of error #%d is in %s (gojpf replay %s, or the listener choiceselector with choice.use_trace=%s)\n", t.stored, file, file, file)
}
