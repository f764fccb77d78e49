package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/javac"
	"github.com/gojpf/gojpf/internal/javac/javactest"
)

// TestRunDporEngine is the DporEngine's first command, from the command
// line: paper 000's DporGraphExample under --por=dporengine prints the
// verdict, the statistics with the engine's counters, and where the DOT
// graphs are; the graphs are there; the JSON report has scheduler_stats.
func TestRunDporEngine(t *testing.T) {
	t.Parallel()
	requireJDK(t)
	classes := javactest.Compile(t, filepath.Join("..", "..", "javatests", "dporengine"), javac.Options{})
	main := filepath.Join(classes, "DporGraphExample.class")
	tmp := t.TempDir()
	dot := filepath.Join(tmp, "graphs")
	report := filepath.Join(tmp, "report.json")
	got := gojpf(t, "run", "--por=dporengine", "--dpor-dot", dot, "--report-json", report, main)
	expectation{
		code: ExitOK,
		stdoutHas: []string{
			"(scheduler dporengine, state matching off (a stateless scheduler))",
			"====== results\nno errors detected\n",
			"====== statistics",
			"dpor_maybe_nodes=",
			"dpor_replays=1,dpor_graphs=6",
			"DPOR graphs: 6 written to " + dot,
		},
		stderrEmpty: true,
	}.check(t, got)
	files, _ := filepath.Glob(filepath.Join(dot, "graph-*.dot"))
	if len(files) != 6 {
		t.Fatalf("%d DOT files, want 6: %v", len(files), files)
	}
	last, err := os.ReadFile(filepath.Join(dot, "graph-0006.dot"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(last), "digraph dpor {") || !strings.Contains(string(last), `1 Maybe\nthread 0 main\nputstatic DporGraphExample.i`) {
		t.Errorf("graph-0006.dot:\n%.600s", last)
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Scheduler      string           `json:"scheduler"`
		StateMatching  bool             `json:"state_matching"`
		SchedulerStats map[string]int64 `json:"scheduler_stats"`
		Stats          struct {
			Executions int64 `json:"executions"`
		} `json:"stats"`
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.Scheduler != "dporengine" || r.StateMatching || r.Stats.Executions != 3 || r.SchedulerStats["dpor_graphs"] != 6 || r.SchedulerStats["dpor_replays"] != 1 {
		t.Errorf("report: %+v", r)
	}

	// An unknown analysis is a usage error naming the ones there are.
	got = gojpf(t, "run", "--por=dporengine", "--dpor-analysis=nope", main)
	expectation{code: ExitUsage, stderrHas: []string{`no DPOR analysis "nope" (have [drb ea])`}}.check(t, got)
	// A DOT directory that cannot be made is a usage error before the search.
	notDir := filepath.Join(tmp, "file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	got = gojpf(t, "run", "--por=dporengine", "--dpor-dot", filepath.Join(notDir, "graphs"), main)
	expectation{code: ExitUsage, stderrHas: []string{"--dpor-dot: mkdir"}}.check(t, got)
	// EA: no Maybe nodes, no replay, the same verdict.
	got = gojpf(t, "run", "--por=dporengine", "--dpor-analysis=ea", main)
	expectation{code: ExitOK, stdoutHas: []string{"no errors detected", "dpor_maybe_nodes=0,", "dpor_replays=0,"}}.check(t, got)
}
