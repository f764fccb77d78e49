// Command gojpf is a model checker for Java bytecode in the tradition of
// Java PathFinder. Run `gojpf help` for its commands.
//
// The first Ctrl-C (SIGINT) or SIGTERM stops a running search: gojpf then
// prints and writes the reports asked for, with the verdict incomplete and
// the statistics so far, and exits 4. A second one exits at once with the
// shell's code for the signal (130 for SIGINT, 143 for SIGTERM).
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"syscall"

	"github.com/gojpf/gojpf/internal/cli"
)

func main() {
	if os.Getenv("GOJPF_MEMPROFILE") == "" {
		// No heap profile asked for: the runtime need not sample the
		// allocations (their stacks, and a table of them that takes
		// ≈ 70 page faults in a trivial run).
		runtime.MemProfileRate = 0
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go handleSignals(sigs, cancel, os.Exit, os.Stderr)
	stop := startProfile(os.Getenv("GOJPF_CPUPROFILE"), os.Stderr)
	code := cli.MainContext(cli.OwnsProcess(ctx), os.Args[1:], os.Stdout, os.Stderr)
	stop()
	writeHeapProfile(os.Getenv("GOJPF_MEMPROFILE"), os.Stderr)
	os.Exit(code)
}

// writeHeapProfile writes a heap profile of the run's end to path when it
// is set (the GOJPF_MEMPROFILE environment variable, for gojpf's
// developers).
func writeHeapProfile(path string, stderr io.Writer) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.Lookup("heap").WriteTo(f, 0)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "gojpf: GOJPF_MEMPROFILE: %v\n", err)
	}
}

// startProfile writes a CPU profile of the run to path when it is set (the
// GOJPF_CPUPROFILE environment variable, for gojpf's developers) and
// returns what ends it.
func startProfile(path string, stderr io.Writer) (stop func()) {
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(stderr, "gojpf: GOJPF_CPUPROFILE: %v\n", err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintf(stderr, "gojpf: GOJPF_CPUPROFILE: %v\n", err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		if err := f.Close(); err != nil {
			fmt.Fprintf(stderr, "gojpf: GOJPF_CPUPROFILE: %v\n", err)
		}
	}
}

// handleSignals cancels the search at the first signal and calls exit at
// the second.
func handleSignals(sigs <-chan os.Signal, cancel context.CancelCauseFunc, exit func(int), stderr io.Writer) {
	first := true
	for sig := range sigs {
		name, code := "SIGINT", 130
		if sig == syscall.SIGTERM {
			name, code = "SIGTERM", 143
		}
		if !first {
			fmt.Fprintf(stderr, "gojpf: second %s: exiting now\n", name)
			exit(code)
			return
		}
		first = false
		fmt.Fprintf(stderr, "gojpf: %s: stopping the search (again to exit at once)\n", name)
		cancel(fmt.Errorf("%w (%s)", cli.ErrInterrupted, name))
	}
}
