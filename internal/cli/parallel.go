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
// clockvector without state matching, the DporEngine under ea and
// emdpor the cut of the rounds they share. It leaves the search to one worker where
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
		// clockvector with state matching (its prefix split counts more
		// than one worker), the DporEngine's drb analysis (it learns from every
		// path) and the odpor family (a round of theirs has one work
		// item: nothing to share).
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
	// Each item on a VM of its own, started as the command's was
	// (NewWorker): a VM booted once and started again for each item
	// (jvm.VM.Boot, StartFrom) fixes its boot heap at the boot, not at
	// the first state hash as a started VM does, and the busy-wait
	// detection, which compares state hashes, then ended transitions
	// elsewhere (conc/alloc_loop_boxing: an item's path did not replay).
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
// several work items a round: clockvector without state matching, the
// DporEngine under ea, and emdpor.
func parallelRounds(o *runOptions) bool {
	return o.por == "clockvector" && !o.stateMatching || o.por == "dporengine" && o.dporAnalysis == "ea" || o.por == "emdpor"
}
