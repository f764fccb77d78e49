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
	"syscall"

	"github.com/gojpf/gojpf/internal/cli"
)

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go handleSignals(sigs, cancel, os.Exit, os.Stderr)
	os.Exit(cli.MainContext(ctx, os.Args[1:], os.Stdout, os.Stderr))
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
