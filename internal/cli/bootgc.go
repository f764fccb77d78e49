package cli

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"

	"github.com/gojpf/gojpf/jvm"
)

// startVM starts vm with the garbage collector off. Booting the JDK
// allocates some 20 MB, four fifths of which stay (the classes, the boot
// heap): collecting while it runs took a third of a trivial run's CPU
// time for little memory given back. Turned back on at once, the
// collector would start a cycle right away (its goal is still that of
// the few megabytes before the boot); instead its first goal after the
// boot is what it would have been had it collected at the boot's end
// (the heap now, plus GOGC percent), and GOGC is back as it was once
// that first cycle has run.
func startVM(vm *jvm.VM, mainClass string, args []string) error {
	gc := debug.SetGCPercent(-1)
	err := vm.Start(mainClass, args)
	resumeGC(gc)
	return err
}

// resumeGC turns the collector back on after startVM, at GOGC percent gc
// (negative: off).
func resumeGC(gc int) {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if gc <= 0 || s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		debug.SetGCPercent(gc)
		return
	}
	live, now := s[0].Value.Uint64(), s[1].Value.Uint64()
	if live == 0 {
		// No cycle yet: the goal is the runtime's minimum heap, 4 MB
		// at GOGC=100, in proportion to GOGC.
		live = 4 << 20
	}
	if now <= live {
		debug.SetGCPercent(gc)
		return
	}
	// The goal is live·(1+p/100); make it now·(1+gc/100) for one cycle.
	p := now*uint64(100+gc)/live - 100
	if p > 1<<20 {
		p = 1 << 20
	}
	debug.SetGCPercent(int(p))
	// A sentinel the next cycle collects: its cleanup puts GOGC back.
	sentinel := &gcSentinel{}
	runtime.AddCleanup(sentinel, func(gc int) { debug.SetGCPercent(gc) }, gc)
}

// gcSentinel is an object of its own size class (not batched with other
// tiny allocations), so that the first cycle frees it.
type gcSentinel struct {
	_ [64]byte
	_ *int
}
