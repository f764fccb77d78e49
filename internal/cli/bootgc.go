package cli

import (
	"context"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"

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
//
// GOGC is the process's: VMs may boot side by side in one process (tests
// call the command line from goroutines). So the setting put back is
// the configured one (the GOGC environment variable, as the runtime read
// it), never what the runtime held when the boot began, which may be
// another boot's "off": whatever the order of boots and cycles, the last
// cycle after the last boot leaves GOGC as configured.
//
// Only when the command line owns the process (OwnsProcess, as
// cmd/gojpf says): a program that calls Main in-process, the tests among
// them, keeps its collector as it set it.
func startVM(ctx context.Context, vm *jvm.VM, mainClass string, args []string) error {
	if ctx == nil || ctx.Value(ownsProcessKey{}) == nil {
		return vm.Start(mainClass, args)
	}
	return withoutGC(func() error { return vm.Start(mainClass, args) })
}

type ownsProcessKey struct{}

// OwnsProcess returns ctx marked to say that the command line run with it
// is the whole process (cmd/gojpf), so that it may tune process-wide
// settings such as the collector during a boot.
func OwnsProcess(ctx context.Context) context.Context {
	return context.WithValue(ctx, ownsProcessKey{}, true)
}

// withoutGC runs boot with the collector off, as startVM says.
func withoutGC(boot func() error) error {
	debug.SetGCPercent(-1)
	err := boot()
	resumeGC(configuredGOGC(os.Getenv("GOGC")))
	return err
}

// configuredGOGC is the GOGC percent the runtime takes from the
// variable's value v: "off" is off (-1), a number itself, anything else
// the default, 100.
func configuredGOGC(v string) int {
	if v == "off" {
		return -1
	}
	if n, err := strconv.Atoi(v); err == nil {
		return n
	}
	return 100
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
	p, ok := bootGCPercent(s[0].Value.Uint64(), s[1].Value.Uint64(), gc)
	if !ok {
		debug.SetGCPercent(gc)
		return
	}
	debug.SetGCPercent(p)
	// A sentinel the next cycle collects: its cleanup puts GOGC back.
	sentinel := &gcSentinel{}
	runtime.AddCleanup(sentinel, func(gc int) { debug.SetGCPercent(gc) }, gc)
}

// heapMinimum is the runtime's goal before its first cycle at GOGC=100
// (its heap minimum, scaled by GOGC): with no cycle yet, the goal is
// heapMinimum·GOGC/100 (or a little above the heap, when that is less).
const heapMinimum = 4 << 20

// bootGCPercent is the GOGC percent that makes the collector's next goal
// now·(1+gc/100), the goal it would have had after a cycle at the boot's
// end that found the heap of now bytes live, given the heap live at the
// last cycle (0 when none ran): false when the configured gc gives that
// already (now no more than live). After a cycle the goal is
// live·(1+p/100); before the first it is heapMinimum·p/100, as a boot
// that reads its classes from a mapped start-up cache does not allocate
// enough before it to start one.
func bootGCPercent(live, now uint64, gc int) (int, bool) {
	var p uint64
	switch {
	case live == 0:
		p = now * uint64(100+gc) / heapMinimum
		if p <= uint64(gc) {
			return 0, false
		}
	case now <= live:
		return 0, false
	default:
		p = now*uint64(100+gc)/live - 100
	}
	return int(min(p, 1<<20)), true
}

// gcSentinel is an object of its own size class (not batched with other
// tiny allocations), so that the first cycle frees it.
type gcSentinel struct {
	_ [64]byte
	_ *int
}
