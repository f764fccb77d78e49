package search

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
)

// Parallel rounds (Parallel.Rounds; docs/parallel.md): the rounds of a
// sharded search (rounds.go, docs/sharding.md) in one process, a round's
// work items shared among the workers. Each worker takes the round's
// next item (one atomic counter) and searches it on a fresh VM and
// scheduler (Parallel.NewWorker; the first round's item, the root, on
// Run's VM and Config.Scheduler); when every item of the round is done
// (a barrier), their exports go to the tree in the order of the items,
// and the tree makes the next round. So the rounds, and what they find,
// do not depend on which worker took which item nor on their timing: the
// executions are one worker's (the tree runs a Source-DPOR's rounds in
// one run's order, rounds.Tree). An item's search does not count the
// states and transitions of its replayed path and node (the item that
// made them did), nor its VM's boot and replay in the instructions.
//
// A violation (unless Config.MultipleErrors), an error or a limit in one
// worker stops the others (the shared stop flag, read after each
// transition) and ends the search after the round; Config.MaxStates
// bounds the new states of all workers together, Config.Context (the
// time limit) the whole search.

// runParallelRounds is Run's search in parallel rounds.
func runParallelRounds(vm *jvm.VM, cfg Config) *Result {
	start := time.Now()
	if cfg.Context == nil {
		cfg.Context = context.Background()
	}
	n := cfg.Parallel.Workers
	p := &parShared{mode: parRounds, workers: n}
	p.cond = sync.NewCond(&p.mu)
	out := &Result{Workers: n, WorkerTransitions: make([]int64, n)}
	outcomes := map[outcomeKey]int{}
	var peak uint64
	tree := rounds.NewTree()
	items := rounds.First()
	for round := 0; len(items) > 0; round++ {
		res := make([]*Result, len(items))
		if round == 0 {
			// The root, on Run's VM: its first execution's output
			// goes through.
			res[0] = runRoundItem(p, vm, cfg.Replay, cfg, cfg.Scheduler, 0, &items[0])
			out.WorkerTransitions[0] += res[0].Stats.Transitions
		} else {
			var next atomic.Int64
			var wg sync.WaitGroup
			for w := range min(n, len(items)) {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						i := int(next.Add(1) - 1)
						if i >= len(items) || p.stop.Load() {
							return
						}
						r := roundItem(p, cfg, w, &items[i])
						res[i] = r
						out.WorkerTransitions[w] += r.Stats.Transitions
					}
				}()
			}
			wg.Wait()
		}
		var exports []rounds.Export
		for i, r := range res {
			if r == nil {
				continue // not started: the search stopped
			}
			addStats(&out.Stats, r.Stats)
			out.Stats.Instructions += r.Stats.Instructions
			peak = max(peak, r.Stats.PeakMemory)
			if round == 0 {
				out.FirstExitStatus = r.FirstExitStatus
			}
			if cfg.MultipleErrors {
				out.Violations = append(out.Violations, r.Violations...)
			} else if len(out.Violations) == 0 && len(r.Violations) > 0 {
				// Of the violations found before the workers stopped,
				// the one of the first item (in the order of their paths).
				out.Violations = r.Violations[:1]
			}
			out.StoredTraces = append(out.StoredTraces, r.StoredTraces...)
			for _, o := range r.Outcomes {
				outcomes[outcomeKey{o.Stdout, o.ExitStatus}] += o.Count
			}
			if r.Err != nil && (out.Err == nil || isLimit(out.Err) && !isLimit(r.Err)) {
				out.Err = r.Err
			}
			for _, x := range r.Round {
				x.Item = items[i].Path
				exports = append(exports, x)
			}
		}
		if out.Err != nil || p.stop.Load() || len(out.Violations) > 0 && !cfg.MultipleErrors {
			break
		}
		tree.Add(exports)
		items = tree.Next()
	}
	out.Outcomes = outcomeList(outcomes)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	out.Stats.PeakMemory = max(peak, ms.Sys)
	out.Stats.Elapsed = time.Since(start)
	out.Verdict = verdictOf(out)
	return out
}

// roundItem searches item as worker w of parallel rounds on a VM and
// scheduler of its own (Parallel.NewWorker). (A VM booted once and
// started again for each item, jvm.VM.Boot and StartFrom, would save
// the boot but fixes its boot heap at the boot, not at the first state
// hash as a started VM does: the busy-wait detection, which compares
// state hashes, then ends transitions elsewhere than on the first
// round's VM, and an item's path did not replay on
// conc/alloc_loop_boxing.)
func roundItem(p *parShared, cfg Config, w int, item *rounds.Item) *Result {
	wk, err := cfg.Parallel.NewWorker()
	if err != nil {
		p.halt()
		return &Result{Verdict: VerdictError, Err: fmt.Errorf("starting a VM for worker %d of the search: %w", w, err)}
	}
	return runRoundItem(p, wk.VM, wk.Replay, cfg, wk.Scheduler, w, item)
}

// runRoundItem searches item as worker w of parallel rounds on vm with
// scheduler sched (replay makes a VM to replay a violation's path on).
// What it meets that ends the search (a violation unless
// Config.MultipleErrors, an error, a limit) stops the other workers.
func runRoundItem(p *parShared, vm *jvm.VM, replay func() (*jvm.VM, error), cfg Config, sched jvm.Scheduler, w int, item *rounds.Item) (r *Result) {
	defer func() {
		if x := recover(); x != nil {
			r = &Result{Verdict: VerdictError, Err: &jvm.InternalError{Msg: fmt.Sprintf("panic in worker %d of the search: %v", w, x)}}
		}
		if r.Err != nil || len(r.Violations) > 0 && !cfg.MultipleErrors {
			p.halt()
		}
	}()
	if err := cfg.Context.Err(); err != nil {
		msg := "time limit reached"
		if why := jvm.StopReason(cfg.Context); why != "time-limit" {
			msg = why
		}
		return &Result{Verdict: VerdictIncomplete, Err: &LimitError{Msg: msg}}
	}
	c := cfg
	c.Parallel, c.Scheduler, c.Replay = nil, sched, replay
	c.Round = &Round{Cut: cfg.Parallel.Cut, Item: item}
	return runSearch(vm, c, p, w)
}
