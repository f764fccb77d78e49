package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/search"
)

// parallelSearch sets up -j: the search's workers beyond the first (each
// with a VM started as opts says and a scheduler of its own), and for
// clockvector without state matching and the DporEngine under ea the
// cut of the rounds they share. It leaves the search to one worker where
// the workers would not count what one worker counts, would not be
// faster, or a limit could not hold for the whole search
// (docs/parallel.md).
func (e *env) parallelSearch(ctx context.Context, o *runOptions, cfg *search.Config, sched jvm.Scheduler, opts jvm.Options, mainClass string, progArgs []string, freshVM func() (*jvm.VM, error), stateMatch bool) error {
	if o.parallel < 2 || o.shardCount > 0 || o.replay != "" || o.maxInstructions > 0 || o.sharedness == "global" {
		// --max-instructions bounds each VM; --sharedness=global learns
		// from every path, so each worker's tree would differ.
		return nil
	}
	_, pathState := sched.(jvm.SchedulerState)
	inRounds := pathState && !stateMatch && parallelRounds(o)
	if pathState && !inRounds {
		// The other dynamic reductions search with one worker:
		// clockvector with state matching (its prefix split missed an
		// outcome), the DporEngine's drb analysis (it learns from every
		// path), the odpor family (a round of theirs has one work item:
		// nothing to share) and emdpor (no rounds: its prefix split
		// counted more than one worker).
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
	if !inRounds {
		return nil
	}
	cfg.Parallel.Rounds, cfg.Parallel.Cut = true, 1
	// Each worker boots its VM once and starts the program on it again
	// for each work item (an item on a fresh VM costs a boot, about as
	// much as the item's search on a small program).
	cfg.Parallel.Reuse = &search.ReuseVM{
		Boot: func() (*jvm.VM, *jvm.State, error) {
			wo := opts
			wo.Stdout, wo.Stderr = io.Discard, io.Discard
			vm, err := jvm.New(wo)
			if err != nil {
				return nil, nil, err
			}
			booted, err := vm.Boot()
			return vm, booted, err
		},
		Start: func(vm *jvm.VM, booted *jvm.State) error { return vm.StartFrom(booted, mainClass, progArgs) },
		NewScheduler: func() (jvm.Scheduler, error) {
			_, _, s, _, err := newSchedulerFor(o)
			return s, err
		},
	}
	if search.Workers(*cfg) == 1 {
		cfg.Parallel = nil // listeners, --search other than dfs
		return nil
	}
	// A deeper cut than a sharded search's (8 prefixes a shard): more
	// nodes above it, so more items a round for the workers to share
	// (on Incr 3 3 stateless under clockvector, 32 a worker split the
	// transitions 5.8 M / 2.5 M, 8 a worker 5.9 M / 2.4 M); an item's
	// cost beyond its search is its path's replay.
	cut, err := e.planCut(ctx, o, 4*o.parallel, freshVM, stateMatch)
	if err != nil {
		return fmt.Errorf("-j: %w", err)
	}
	// At least two levels above the cut, as a sharded search's rounds.
	cfg.Parallel.Cut = max(cut, 2)
	return nil
}

// parallelRounds reports whether -j searches o's scheduler in parallel
// rounds: the Source-DPORs whose rounds (docs/sharding.md) hand out
// several work items a round, clockvector without state matching and
// the DporEngine under ea.
func parallelRounds(o *runOptions) bool {
	return o.por == "clockvector" && !o.stateMatching || o.por == "dporengine" && o.dporAnalysis == "ea"
}
