package search

import (
	"syscall"
	"testing"
	"time"

	_ "github.com/gojpf/gojpf/dporengine" // registers the dporengine scheduler
	"github.com/gojpf/gojpf/internal/vmtest"
	"github.com/gojpf/gojpf/jvm"
)

// BenchmarkAnchors runs the searches of issue 21's anchor programs
// (bench/mc/anchors) and reports executions, states and instructions per
// second of search time (the VM's boot and the compilation are outside
// the timer). Compare runs back to back: the machine is shared.
//
//	go test -run '^$' -bench 'Anchors/Incr3x2/clockvector' -cpuprofile cpu.out ./search
func BenchmarkAnchors(b *testing.B) {
	classes := vmtest.Compile(b, "../bench/mc/anchors")
	tests := []struct {
		name, class, sched string
		args               []string
		stateMatching      bool
		maxStates          int64 // 0: the whole space
	}{
		// Stateless jpf does not finish Incr 3 2 (millions of
		// executions): the first 300 k new states.
		{"Incr3x2/jpf-stateless", "Incr", "jpf", []string{"3", "2"}, false, 300_000},
		{"Incr3x2/clockvector", "Incr", "clockvector", []string{"3", "2"}, false, 0},
		{"Incr3x2/dporengine", "Incr", "dporengine", []string{"3", "2"}, false, 0},
		{"Incr3x2/odpor", "Incr", "odpor", []string{"3", "2"}, false, 0},
		{"Dining5/jpf", "Dining", "jpf", []string{"5"}, true, 0},
		{"Airline4x1/jpf", "Airline", "jpf", []string{"4", "1"}, true, 0},
	}
	for _, tc := range tests {
		b.Run(tc.name, func(b *testing.B) {
			var st Stats
			var cpu time.Duration
			b.ReportAllocs()
			for range b.N {
				b.StopTimer()
				// As gojpf run: without state matching, busy-waits
				// spin-block (jvm.Options.SpinBlock).
				vm, _ := vmtest.StartOptions(b, classes, tc.class, func(o *jvm.Options) { o.SpinBlock = !tc.stateMatching }, tc.args...)
				sched := newScheduler(b, tc.sched)
				b.StartTimer()
				c0 := cpuTime()
				r := Run(vm, Config{Scheduler: sched, StateMatching: tc.stateMatching, MaxStates: tc.maxStates})
				cpu += cpuTime() - c0
				if r.Verdict == VerdictError || r.Verdict == VerdictUnsupported || r.Verdict == VerdictIncomplete && tc.maxStates == 0 {
					b.Fatalf("verdict %s: %v", r.Verdict, r.Err)
				}
				st.Executions += r.Stats.Executions
				st.NewStates += r.Stats.NewStates
				st.Instructions += r.Stats.Instructions
				st.Elapsed += r.Stats.Elapsed
			}
			sec := st.Elapsed.Seconds()
			b.ReportMetric(float64(st.Executions)/sec, "executions/s")
			b.ReportMetric(float64(st.NewStates)/sec, "states/s")
			b.ReportMetric(float64(st.Instructions)/sec, "instructions/s")
			// The process's CPU time (GC included) is steadier than the
			// wall time on a shared machine.
			b.ReportMetric(float64(st.Executions)/cpu.Seconds(), "executions/cpu-s")
			b.Logf("per run: executions=%d states=%d instructions=%d", st.Executions/int64(b.N), st.NewStates/int64(b.N), st.Instructions/int64(b.N))
		})
	}
}

// cpuTime is the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
