package search

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
)

// Rounds of a distributed optimal DPOR (docs/sharding.md). A round is a
// list of work items (rounds.Item: a node above the cut, the wakeup
// sequences to insert there, its sleep and done sets), each owned by one
// shard; a search of one item (Config.Round) replays the item's path,
// explores the node's wakeup tree and exports what belongs to the nodes
// above the cut (rounds.Export); rounds.Tree turns a round's exports into
// the next round's items. The first round is the root alone; the rounds
// go on until one exports nothing.

// Round makes a depth-first search explore one work item of a round whose
// cut is at depth Cut (choice points); the scheduler must be a
// RoundWorker.
type Round struct {
	Cut  int
	Item *rounds.Item
}

// RoundWorker is a scheduler that can search a round's work item (odpor
// and its variants, clockvector without state matching, emdpor, the
// DporEngine under ea).
type RoundWorker interface {
	// BeginRound prepares the search of item in a round cut at depth
	// cut; EndRound returns what it exported.
	BeginRound(cut int, item *rounds.Item) error
	EndRound() []rounds.Export
}

// runRound is the depth-first search of Config.Round's item.
func (s *searcher) runRound() {
	rw, ok := s.cfg.Scheduler.(RoundWorker)
	switch {
	case !ok:
		s.res.Err = fmt.Errorf("rounds: scheduler %T cannot search a round's work item (odpor and its variants, clockvector without state matching, emdpor and the DporEngine under ea can)", s.cfg.Scheduler)
		return
	case s.cfg.StateMatching:
		s.res.Err = errors.New("rounds: the search is stateless")
		return
	case s.cfg.Shard != nil || s.cfg.Swarm != nil || s.cfg.BreadthFirst || s.cfg.Heuristic != nil || s.cfg.Random != nil || s.cfg.Bounded != nil:
		s.res.Err = errors.New("rounds: a round's item is searched depth first, not sharded otherwise")
		return
	}
	if err := rw.BeginRound(s.cfg.Round.Cut, s.cfg.Round.Item); err != nil {
		s.res.Err = err
		return
	}
	s.run()
	s.res.Round = rw.EndRound()
	if s.par != nil && !s.cfg.Round.Item.Fresh {
		// Parallel rounds count what one run counts: not the replay.
		st, r := &s.res.Stats, s.replayed
		st.Transitions -= r.Transitions
		st.NewStates -= r.NewStates
		st.ChoiceGenerators -= r.ChoiceGenerators
		st.ThreadCGs -= r.ThreadCGs
		st.DataCGs -= r.DataCGs
		s.insnAdjust = r.Instructions
	}
}

// replaying reports whether a state at depth d of the search of a
// work item of parallel rounds is on the item's path or is its node:
// one an earlier item reached and counted.
func (s *searcher) replaying(d int) bool {
	r := s.cfg.Round
	return s.par != nil && r != nil && !r.Item.Fresh && d <= len(r.Item.Path)
}

// emptyItem reports whether the point just pushed is the node of a
// round's work item (not the first round's root).
func (s *searcher) emptyItem() bool {
	r := s.cfg.Round
	return r != nil && !r.Item.Fresh && len(s.stack)-1 == len(r.Item.Path)
}

// forcePath makes the new frame f, on the item's path, take the path's
// choice alone; it reports false (an internal error) when the program
// does not replay the path.
func (s *searcher) forcePath(f *frame) bool {
	c := s.cfg.Round.Item.Path[len(s.stack)]
	switch cg := f.cg.(type) {
	case *choicegen.ThreadChoice:
		if !slices.Contains(s.vm.EnabledThreads(), c) {
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("rounds: the work item's path does not replay: thread %d is not enabled at depth %d", c, len(s.stack))}
			return false
		}
		cg.Threads = append(cg.Threads[:0], c)
		if r, ok := s.cfg.Scheduler.(jvm.ChoiceReorderer); ok {
			r.Reordered(f.sched)
		}
	default:
		if c >= cg.Len() {
			s.res.Err = &jvm.InternalError{Msg: fmt.Sprintf("rounds: the work item's path does not replay: no choice %d at depth %d", c, len(s.stack))}
			return false
		}
		for cg.Index() < c-1 {
			cg.Advance()
		}
	}
	f.donated = true
	return true
}

// RunItems searches a round's items one after the other, each on a
// fresh VM (newVM) with a fresh scheduler (newScheduler; cfg gives the
// rest of the configuration), and sums their results: the violations,
// outcomes and counters of all, the exports in order, each naming its
// item's path (rounds.Export.Item, for the tree's ordered mode). It stops at a
// search that found a violation (unless cfg.MultipleErrors) or failed.
func RunItems(items []rounds.Item, cut int, newVM func() (*jvm.VM, error), newScheduler func() (jvm.Scheduler, error), cfg Config) *Result {
	sum := &Result{Verdict: VerdictOK, Workers: 1}
	outcomes := map[outcomeKey]int{}
	for i := range items {
		vm, err := newVM()
		if err != nil {
			sum.Verdict, sum.Err = VerdictError, fmt.Errorf("rounds: item %d: %w", i, err)
			break
		}
		sched, err := newScheduler()
		if err != nil {
			sum.Verdict, sum.Err = VerdictError, fmt.Errorf("rounds: item %d: %w", i, err)
			break
		}
		c := cfg
		c.Scheduler = sched
		c.Round = &Round{Cut: cut, Item: &items[i]}
		r := Run(vm, c)
		addStats(&sum.Stats, r.Stats)
		sum.Stats.Instructions += r.Stats.Instructions
		sum.Stats.Elapsed += r.Stats.Elapsed
		sum.Stats.PeakMemory = max(sum.Stats.PeakMemory, r.Stats.PeakMemory)
		if i == 0 {
			sum.FirstExitStatus = r.FirstExitStatus
		}
		sum.Violations = append(sum.Violations, r.Violations...)
		sum.StoredTraces = append(sum.StoredTraces, r.StoredTraces...)
		for _, o := range r.Outcomes {
			outcomes[outcomeKey{o.Stdout, o.ExitStatus}] += o.Count
		}
		for _, x := range r.Round {
			x.Item = items[i].Path
			sum.Round = append(sum.Round, x)
		}
		if r.Verdict != VerdictOK && r.Verdict != VerdictViolation {
			sum.Verdict, sum.Err = r.Verdict, r.Err
			break
		}
		if r.Verdict == VerdictViolation {
			sum.Verdict = VerdictViolation
			if !cfg.MultipleErrors {
				break
			}
		}
	}
	sum.Outcomes = outcomeList(outcomes)
	return sum
}

// RoundsResult is an in-process run of all rounds (RunRounds).
type RoundsResult struct {
	*Result
	// Items[r] is the number of items of round r, Executions[r][i] the
	// executions shard i made in round r.
	Items      []int
	Executions [][]int64
}

// RunRounds runs the rounds of a distributed search with shards
// simulated shards in this process, round after round until no work is
// left (or maxRounds, 0 for no bound), and sums what they found: the
// in-process core of gojpf run --shards N under odpor.
func RunRounds(shards, cut, maxRounds int, newVM func() (*jvm.VM, error), newScheduler func() (jvm.Scheduler, error), cfg Config) *RoundsResult {
	out := &RoundsResult{Result: &Result{Verdict: VerdictOK, Workers: 1}}
	tree := rounds.NewTree()
	items := rounds.First()
	outcomes := map[outcomeKey]int{}
	for round := 0; len(items) > 0; round++ {
		if maxRounds > 0 && round >= maxRounds {
			out.Verdict, out.Err = VerdictIncomplete, &LimitError{Msg: fmt.Sprintf("rounds: %d rounds and work left", maxRounds)}
			break
		}
		out.Items = append(out.Items, len(items))
		execs := make([]int64, shards)
		var exports []rounds.Export
		for i := 0; i < shards; i++ {
			r := RunItems(rounds.Owned(items, i, shards), cut, newVM, newScheduler, cfg)
			execs[i] = r.Stats.Executions
			addStats(&out.Stats, r.Stats)
			out.Violations = append(out.Violations, r.Violations...)
			for _, o := range r.Outcomes {
				outcomes[outcomeKey{o.Stdout, o.ExitStatus}] += o.Count
			}
			exports = append(exports, r.Round...)
			if r.Verdict != VerdictOK && r.Verdict != VerdictViolation && out.Err == nil {
				out.Verdict, out.Err = r.Verdict, r.Err
			}
		}
		out.Executions = append(out.Executions, execs)
		if out.Err != nil || len(out.Violations) > 0 && !cfg.MultipleErrors {
			break
		}
		tree.Add(exports)
		items = tree.Next()
	}
	if len(out.Violations) > 0 {
		out.Verdict = VerdictViolation
	}
	out.Outcomes = outcomeList(outcomes)
	return out
}
