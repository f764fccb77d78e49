package scheduler_test

import (
	"strings"
	"testing"

	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/scheduler"
	"github.com/gojpf/gojpf/search"
)

// TestODPORPaperCounts runs Java ports of paper 002's benchmarks
// (javatests/odpor) under odpor and checks the finished executions
// against column E of the paper's Tables 1 and 2 for ODPOR: one
// execution per Mazurkiewicz trace, none blocked by sleep sets.
func TestODPORPaperCounts(t *testing.T) {
	classes := vmtest.Compile(t, "../javatests/odpor")
	for _, tc := range []struct {
		args string
		want int64
	}{
		{"LastWrite 4", 24},
		{"LastWrite 4 dif", 24},
		{"LastWrite 6", 720},
		{"FloatingRead 4", 120},
		{"FloatingRead 4 dif", 120},
		{"Abs 3", 36},
		{"Abs 4", 576},
		{"Abs 4 dif", 576},
		{"Abs 2 2phases", 16},
		{"Abs 3 2phases", 1296},
		{"Pi 5", 120},
		{"BoundedBuffer 7", 3432},
	} {
		t.Run(strings.ReplaceAll(tc.args, " ", "_"), func(t *testing.T) {
			args := strings.Fields(tc.args)
			st, err := scheduler.Lookup("odpor")
			if err != nil {
				t.Fatal(err)
			}
			sched, err := st.New(scheduler.Options{})
			if err != nil {
				t.Fatal(err)
			}
			vm := vmtest.StartCompiledArgs(t, classes, args[0], args[1:]...)
			res := search.Run(vm, search.Config{Scheduler: sched})
			if res.Err != nil || res.Verdict != search.VerdictOK {
				t.Fatalf("%s: %v, verdict %s", tc.args, res.Err, res.Verdict)
			}
			if res.Stats.Executions != tc.want {
				t.Errorf("%s: %d executions, want %d (paper 002, ODPOR)", tc.args, res.Stats.Executions, tc.want)
			}
			if n := stat(sched, "sleep_blocked"); n != 0 {
				t.Errorf("%s: %d choice points blocked by sleep sets, want none", tc.args, n)
			}
		})
	}
}

func stat(s scheduler.Scheduler, name string) int64 {
	r, ok := s.(scheduler.Reporter)
	if !ok {
		return -1
	}
	for _, st := range r.Report().Stats {
		if st.Name == name {
			return st.Value
		}
	}
	return -1
}
