package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
)

// parallelSearch sets up -j: the search's workers beyond the first (each
// with a VM started as opts says and a scheduler of its own), and for a
// scheduler with path state the cut of the prefixes they claim. It
// leaves the search to one worker where the workers would not be sound
// or a limit could not hold for the whole search (docs/parallel.md).
func (e *env) parallelSearch(ctx context.Context, o *runOptions, cfg *search.Config, sched jvm.Scheduler, opts jvm.Options, mainClass string, progArgs []string, freshVM func() (*jvm.VM, error), stateMatch bool) error {
	if o.parallel < 2 || o.shardCount > 0 || o.replay != "" || o.maxInstructions > 0 || o.sharedness == "global" || o.por == "dporengine" {
		// --max-instructions bounds each VM; --sharedness=global learns
		// from every path, and so does the DporEngine (the workers meet
		// different choice points above the cut: conc/join_two), so
		// each worker's tree would differ.
		return nil
	}
	cfg.Parallel = &search.Parallel{Workers: o.parallel, NewWorker: func() (*search.Worker, error) {
		wo := opts
		wo.Stdout, wo.Stderr = io.Discard, io.Discard
		vm, err := jvm.New(wo)
		if err != nil {
			return nil, err
		}
		if err := vm.Start(mainClass, progArgs); err != nil {
			return nil, err
		}
		_, _, s, _, err := newSchedulerFor(o)
		if err != nil {
			return nil, err
		}
		return &search.Worker{VM: vm, Scheduler: s, Replay: freshVM}, nil
	}}
	if _, pathState := sched.(jvm.SchedulerState); pathState {
		// A dynamic reduction: prefixes, about 8 a worker.
		cfg.Parallel.Cut = 1
		if search.Workers(*cfg) == 1 {
			cfg.Parallel = nil
			return nil
		}
		cut, err := e.planCut(ctx, o, o.parallel, freshVM, stateMatch)
		if err != nil {
			return fmt.Errorf("-j: %w", err)
		}
		cfg.Parallel.Cut = cut
		if cut == 0 {
			cfg.Parallel = nil
		}
	}
	return nil
}
