package search

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gojpf/gojpf/jvm"
)

// Parallel makes a depth-first search run on several workers
// (Config.Parallel; docs/parallel.md), each a goroutine stepping a VM of
// its own. How they share the work depends on the scheduler:
//
//   - Without path state (none, jpf): work sharing. A worker that has
//     nothing to do is handed the untaken choices of the shallowest
//     choice point of a busy worker's path, as the choices that lead to
//     it; it replays them from the first state (not counted again) and
//     searches below. With state matching the workers share one visited
//     set (concVisited), so each reachable state is expanded once, by the
//     worker that stored it: an exhaustive search counts the same new,
//     visited and end states, executions and transitions as one worker.
//   - With path state and Parallel.Rounds (clockvector stateless, the
//     DporEngine under ea): the rounds of a sharded search, a round's
//     items shared among the workers (rounds_parallel.go); they count
//     what one worker counts. gojpf run uses these two ways alone.
//   - With path state otherwise: prefixes, as a sharded
//     search (shard.go) with the prefixes claimed at run time: every
//     worker walks the tree above the cut, and explores the subtree of
//     each prefix it is the first to claim, with its own visited set
//     under state matching. Verdicts and outcome sets are one worker's;
//     counts are larger (the choice points above the cut offer every
//     enabled thread, and the workers' visited sets overlap).
type Parallel struct {
	// Workers is how many workers search (below 2: one, Run's VM).
	Workers int
	// NewWorker makes a worker beyond the first, which searches with
	// Run's VM and Config.Scheduler: a VM started as that one was (not
	// yet stepped), a scheduler configured as Config.Scheduler is, and
	// the worker's Replay (Config.Replay; nil: none). It is called from
	// the workers' goroutines, concurrently.
	NewWorker func() (*Worker, error)
	// Cut is the depth of the prefixes the workers claim under a
	// scheduler with path state; 0 runs such a search with one worker.
	// With Rounds, it is the cut of the rounds.
	Cut int
	// Rounds searches a stateless dynamic reduction that can search a
	// round's work item (a RoundWorker: clockvector without state
	// matching, the DporEngine under ea, the odpor family) in rounds
	// (rounds_parallel.go) instead of by prefixes: each work item on a
	// VM and scheduler NewWorker makes, the first on Run's. It counts
	// what one worker counts.
	Rounds bool
}

// Worker is a VM and scheduler of a parallel search (Parallel.NewWorker).
type Worker struct {
	VM        *jvm.VM
	Scheduler jvm.Scheduler
	Replay    func() (*jvm.VM, error)
}

// The ways of sharing a parallel search's work.
const (
	parShare  = "share"
	parPrefix = "prefix"
	parRounds = "rounds"
)

// parallelMode is how cfg's search is shared among workers, "" when it
// runs with one: the depth-first search only, without listeners (they
// see one search's steps in order), an observer, shards or swarms.
func parallelMode(cfg Config) string {
	p := cfg.Parallel
	switch {
	case p == nil || p.Workers < 2 || p.NewWorker == nil:
		return ""
	case !cfg.Listeners.Empty() || cfg.Observe != nil:
		return ""
	case cfg.BreadthFirst || cfg.Heuristic != nil || cfg.Random != nil || cfg.Bounded != nil || cfg.Shard != nil || cfg.Swarm != nil:
		return ""
	case noPathState(cfg.Scheduler):
		return parShare
	case p.Rounds:
		if _, ok := cfg.Scheduler.(RoundWorker); ok && p.Cut > 0 && !cfg.StateMatching {
			return parRounds
		}
		return ""
	case p.Cut > 0:
		return parPrefix
	}
	return ""
}

// Workers says how many workers a search of cfg runs with (Run's
// Result.Workers).
func Workers(cfg Config) int {
	if parallelMode(cfg) == "" {
		return 1
	}
	return cfg.Parallel.Workers
}

// parShared is what a parallel search's workers share.
type parShared struct {
	mode    string
	workers int
	// visited is the shared visited set (parShare with state matching).
	visited *concVisited
	// newStates counts the new states of all workers (Config.MaxStates).
	newStates atomic.Int64
	// stop tells every worker to stop (a violation, a limit, an error).
	stop atomic.Bool
	// nextPrefix is the number of the next prefix to claim (parPrefix):
	// every worker meets the prefixes in the same order, and claims
	// prefix n if no worker has, so all below nextPrefix are claimed.
	nextPrefix atomic.Int64

	// ready is done when every worker but the first waits for work
	// (parShare) or has its VM (parPrefix), or failed to start.
	ready sync.WaitGroup

	// The queue of work items (parShare), the idle workers waiting on
	// cond, and done once every worker is idle with the queue empty;
	// hungry counts the waiting workers, queued the queue's length, for
	// the busy workers to read without the lock.
	mu     sync.Mutex
	cond   *sync.Cond
	queue  []workItem
	idle   int
	done   bool
	hungry atomic.Int32
	queued atomic.Int32
}

// workItem is work handed from one worker to another: the choices that
// lead from the first choice point to a choice point, and the first of
// that point's choices to take (the item is it and all after it).
type workItem struct {
	path []int
	from int
}

// take returns the next work item, waiting while there is none and
// another worker is busy; false when the search is over.
func (p *parShared) take(s *searcher) (workItem, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		if p.done || p.stop.Load() {
			return workItem{}, false
		}
		if len(p.queue) > 0 {
			it := p.queue[0]
			p.queue = p.queue[1:]
			p.queued.Add(-1)
			return it, true
		}
		p.idle++
		if p.idle == p.workers {
			p.done = true
			p.cond.Broadcast()
			return workItem{}, false
		}
		p.hungry.Add(1)
		s.signalReady()
		p.cond.Wait()
		p.hungry.Add(-1)
		p.idle--
	}
}

// give queues a work item for an idle worker.
func (p *parShared) give(it workItem) {
	p.mu.Lock()
	p.queue = append(p.queue, it)
	p.queued.Add(1)
	p.cond.Signal()
	p.mu.Unlock()
}

// halt stops every worker.
func (p *parShared) halt() {
	p.stop.Store(true)
	p.mu.Lock()
	p.done = true
	p.cond.Broadcast()
	p.mu.Unlock()
}

// wantsWork reports whether a worker waits for work no queued item
// will give it.
func (p *parShared) wantsWork() bool {
	return p.hungry.Load() > p.queued.Load()
}

// runParallel is Run's parallel search (parallelMode returned mode).
func runParallel(vm *jvm.VM, cfg Config, mode string) *Result {
	start := time.Now()
	if cfg.Context == nil {
		cfg.Context = context.Background()
	}
	n := cfg.Parallel.Workers
	p := &parShared{mode: mode, workers: n}
	p.cond = sync.NewCond(&p.mu)
	if mode == parShare && cfg.StateMatching {
		p.visited = newConcVisited(cfg.WideFingerprints)
		defer p.visited.Free()
	}
	if mode == parPrefix {
		// Prefix 0, whose first execution's output goes through to the
		// user, is worker 0's.
		p.nextPrefix.Store(1)
	}
	ws := make([]*searcher, n)
	var wg sync.WaitGroup
	// Worker 0 starts once the others are ready for work (or failed to
	// start): the first work it hands out goes to all of them, however
	// small the search.
	p.ready.Add(n - 1)
	for i := range ws {
		s := &searcher{cfg: cfg, res: &Result{}, start: start, outcomes: map[outcomeKey]int{}, bound: -1, par: p, worker: i}
		ws[i] = s
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.work(vm)
		}()
	}
	wg.Wait()
	r := mergeWorkers(ws, p)
	var ie *jvm.InternalError
	if mode == parPrefix && errors.As(r.Err, &ie) && ie.Msg == errPrefixes {
		// The scheduler decided the top of the tree from what each
		// worker learnt below it: search again with one worker, on a
		// fresh VM (whose output goes nowhere: worker 0 printed the
		// first execution's already).
		w, err := cfg.Parallel.NewWorker()
		if err != nil {
			return r
		}
		one := cfg
		one.Parallel, one.Scheduler, one.Replay = nil, w.Scheduler, w.Replay
		r = Run(w.VM, one)
		r.Stats.Elapsed = time.Since(start)
	}
	return r
}

// errPrefixes is the internal error of workers that met different
// prefixes.
const errPrefixes = "parallel search: the workers met different prefixes (the scheduler decides the top of the tree from what it learnt below it)"

// work is worker s's part of a parallel search; worker 0 searches with
// vm, the others with a VM of their own.
func (s *searcher) work(vm *jvm.VM) {
	p := s.par
	defer func() {
		if r := recover(); r != nil {
			var stacks string
			if s.vm != nil {
				stacks = s.vm.JavaStacks()
			}
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("panic in worker %d of the search: %v", s.worker, r), Stack: stacks}
			p.halt()
		}
	}()
	if s.worker == 0 {
		s.vm = vm
		p.ready.Wait()
	} else {
		s.readyPending = true
		defer s.signalReady()
		w, err := s.cfg.Parallel.NewWorker()
		if err != nil {
			s.res.Err = fmt.Errorf("starting worker %d of the search: %w", s.worker, err)
			p.halt()
			return
		}
		s.vm, s.cfg.Scheduler, s.cfg.Replay = w.VM, w.Scheduler, w.Replay
		s.insnBase = s.vm.Instructions()
	}
	s.vm.SetScheduler(s.cfg.Scheduler)
	s.vm.SetOutput(s.worker == 0, true)
	s.vm.SetStateMatching(s.cfg.StateMatching)
	switch p.mode {
	case parPrefix:
		s.signalReady()
		if s.cfg.StateMatching {
			s.visited = newVisitedSet(s.cfg.WideFingerprints, 0)
			defer s.visited.Free()
		}
		s.shard = newShardState(Shard{Count: 1, Cut: s.cfg.Parallel.Cut})
		s.shard.claim = func(n int64) bool {
			if n == 0 {
				return s.worker == 0
			}
			return p.nextPrefix.CompareAndSwap(n, n+1)
		}
		s.run()
		s.finishShard()
		if s.stopsAll() {
			p.halt()
		}
	default:
		if s.worker == 0 {
			s.run()
			if s.stopsAll() {
				p.halt()
				return
			}
		}
		for {
			it, ok := p.take(s)
			if !ok {
				return
			}
			s.runItem(it)
			if s.stopsAll() {
				p.halt()
				return
			}
		}
	}
}

// signalReady tells worker 0 that worker s waits for work (or will
// never take any), once.
func (s *searcher) signalReady() {
	if s.readyPending {
		s.readyPending = false
		s.par.ready.Done()
	}
}

// stopsAll reports whether what worker s met ends the whole search: an
// error, a limit, or a violation (unless --multiple-errors).
func (s *searcher) stopsAll() bool {
	return s.res.Err != nil || len(s.res.Violations) > 0 && !s.cfg.MultipleErrors
}

// donate hands the untaken choices of the shallowest choice point of the
// worker's path with choices left to an idle worker.
func (s *searcher) donate() {
	for i := s.base; i < len(s.stack); i++ {
		f := &s.stack[i]
		if f.donated || !f.cg.HasMore() {
			continue
		}
		path := make([]int, i)
		for k := range path {
			path[k] = s.stack[k].cg.Index()
		}
		s.par.give(workItem{path: path, from: f.cg.Index() + 1})
		f.donated = true
		return
	}
}

// runItem replays a work item's path from the first choice point, and
// searches from its choice point's choices.
func (s *searcher) runItem(it workItem) {
	vm := s.vm
	before := vm.Instructions()
	vm.SetOutput(false, true)
	if s.rootState == nil && s.root == nil {
		// The first transition, to the first choice point.
		if err := vm.Step(nil); err != nil {
			s.fail(fmt.Errorf("worker %d: the first transition: %w", s.worker, err))
			return
		}
		cg := s.choiceLeft()
		if cg == nil {
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("worker %d: the first transition ends the path, where another worker's did not", s.worker)}
			return
		}
		// The first transition fixed the VM's boot heap (whose
		// objects the state hash names by their references) here, as
		// worker 0's did: the workers' hashes agree.
		s.rootState, s.rootCG = vm.Snapshot(), choiceAt(cg, -1)
		s.rootAsks = -1
		if vm.BrokeByScheduler() {
			s.rootAsks = vm.Asks()
		}
	}
	s.stack, s.base = s.stack[:0], 0
	s.nextPre, s.nextCur = 0, 0
	if s.rootState == nil && s.root != nil {
		// Worker 0 found the first choice point itself.
		s.rootState, s.rootCG, s.rootAsks = s.root.state, s.root.cg, s.root.asks
	}
	vm.Restore(s.rootState)
	cg, asks := choiceAt(s.rootCG, -1), s.rootAsks
	for k, c := range it.path {
		if c >= cg.Len() {
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("worker %d: replaying another worker's path: choice %d of %s at depth %d", s.worker, c, cg, k)}
			return
		}
		for cg.Index() < c {
			cg.Advance()
		}
		s.stack = append(s.stack, frame{cg: cg, asks: asks, cur: s.nextCur, pre: s.nextPre, curRuns: s.canRun(s.nextCur), donated: true})
		s.taking(&s.stack[len(s.stack)-1])
		if err := vm.Step(cg); err != nil {
			s.fail(fmt.Errorf("worker %d: replaying another worker's path: %w", s.worker, err))
			return
		}
		vm.TakeStoredTraces()
		next := s.choiceLeft()
		if next == nil {
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("worker %d: replaying another worker's path: it ends at depth %d", s.worker, k+1)}
			return
		}
		cg, asks = choiceAt(next, -1), -1
		if vm.BrokeByScheduler() {
			asks = vm.Asks()
		}
	}
	if it.from >= cg.Len() {
		s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("worker %d: replaying another worker's path: choice %d of %s", s.worker, it.from, cg)}
		return
	}
	for cg.Index() < it.from-1 {
		cg.Advance()
	}
	s.base = len(s.stack)
	s.stack = append(s.stack, frame{state: vm.Snapshot(), cg: cg, asks: asks, cur: s.nextCur, pre: s.nextPre, curRuns: s.canRun(s.nextCur)})
	s.replayInsns += vm.Instructions() - before
	var err error
	if s.backtrack(&err) {
		s.loop(err)
	}
}

// mergeWorkers combines the workers' results into worker 0's, and
// finishes it.
func mergeWorkers(ws []*searcher, p *parShared) *Result {
	s := ws[0]
	r := s.res
	r.Workers = len(ws)
	var extra int64
	var violations []*Violation
	for i, w := range ws {
		wr := w.res
		r.WorkerTransitions = append(r.WorkerTransitions, wr.Stats.Transitions)
		if i > 0 && w.vm != nil {
			extra += w.vm.Instructions() - w.insnBase - w.replayInsns
		}
		if r.Err == nil || isLimit(r.Err) && wr.Err != nil && !isLimit(wr.Err) {
			r.Err = wr.Err
		}
		if s.cfg.MultipleErrors {
			violations = append(violations, wr.Violations...)
		} else if len(wr.Violations) > 0 && (violations == nil || slices.Compare(wr.Violations[0].order, violations[0].order) < 0) {
			// Of the violations the workers found before they all
			// stopped, the first in one worker's depth-first order.
			violations = wr.Violations[:1]
		}
		if i == 0 {
			continue
		}
		addStats(&r.Stats, wr.Stats)
		for k, c := range w.outcomes {
			s.outcomes[k] += c
		}
		r.StoredTraces = append(r.StoredTraces, wr.StoredTraces...)
	}
	r.Violations = violations
	if p.mode == parPrefix {
		checkPrefixes(ws)
		r.Shard = nil
	}
	// finish reads the instructions as vm.Instructions() minus
	// insnAdjust: worker 0's own (not its replays), and the others'.
	s.insnAdjust = s.replayInsns - extra
	s.finish()
	return r
}

// checkPrefixes makes it an internal error if the workers of a prefix
// search that went to its end met different prefixes (a subtree would
// be lost); runParallel then searches again with one worker.
func checkPrefixes(ws []*searcher) {
	r := ws[0].res
	if r.Err != nil || len(r.Violations) > 0 {
		return
	}
	var want *ShardResult
	for _, w := range ws {
		sr := w.res.Shard
		if sr == nil || !sr.Enumerated {
			return
		}
		if want == nil {
			want = sr
			continue
		}
		if sr.Prefixes != want.Prefixes || sr.Digest != want.Digest {
			r.Err = &jvm.InternalError{Msg: errPrefixes}
			return
		}
	}
}

func isLimit(err error) bool {
	var le *LimitError
	return errors.As(err, &le)
}

// addStats adds a worker's counters to a (MaxDepth and PreemptionBound:
// the largest).
func addStats(a *Stats, b Stats) {
	a.NewStates += b.NewStates
	a.VisitedStates += b.VisitedStates
	a.Backtracked += b.Backtracked
	a.EndStates += b.EndStates
	a.Executions += b.Executions
	a.Transitions += b.Transitions
	a.ChoiceGenerators += b.ChoiceGenerators
	a.ThreadCGs += b.ThreadCGs
	a.DataCGs += b.DataCGs
	a.Pruned += b.Pruned
	a.Livelocks += b.Livelocks
	a.Refilled += b.Refilled
	a.DistinctStates += b.DistinctStates
	a.Truncated += b.Truncated
	a.MaxDepth = max(a.MaxDepth, b.MaxDepth)
	a.PreemptionBound = max(a.PreemptionBound, b.PreemptionBound)
}
