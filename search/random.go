package search

import (
	"fmt"
	"math/rand/v2"

	"github.com/gojpf/gojpf/jvm"
)

// RandomWalk configures a random search (Config.Random): repeated
// executions from the start, each choice drawn uniformly from the
// choices the scheduler leaves, as JPF's RandomSearch. The same seed
// gives the same executions (the VM is deterministic). It cannot prove
// that there is no violation: without one its verdict is incomplete.
type RandomWalk struct {
	Seed uint64
	// Executions bounds the number of executions (0: until the time
	// limit or another limit).
	Executions int64
}

// runRandom is the random search. Each execution starts at the first
// choice point (a snapshot of the VM there) and takes one choice at
// random at each point until the path ends. States are not matched; the
// distinct states met (by their hash) are counted.
func (s *searcher) runRandom() {
	rw := s.cfg.Random
	rng := rand.New(rand.NewPCG(rw.Seed, 0x9E3779B97F4A7C15))
	distinct := map[[16]byte]bool{}
	err := s.vm.Step(nil)
	s.res.Stats.Transitions++
	if !s.arrived(err) {
		return
	}
	first := s.choiceLeft()
	if first == nil {
		return // the program ran to its end with nothing to choose
	}
	start := s.vm.Snapshot()
	firstAsks := int64(-1)
	if s.vm.BrokeByScheduler() {
		firstAsks = s.vm.Asks()
	}
	cg, asks := first, firstAsks
	for {
		if h, ok := s.vm.StateHash(); ok && !distinct[h] {
			distinct[h] = true
			s.res.Stats.DistinctStates++
		}
		s.res.Stats.NewStates++
		s.countCG(cg)
		s.observe("new", cg)
		if cg.Len() == 0 {
			s.res.Stats.Pruned++
			cg = nil
		} else {
			c := choiceAt(cg, rng.IntN(cg.Len()))
			s.stack = append(s.stack, frame{cg: c, asks: asks, id: s.res.Stats.NewStates - 1})
			if len(s.stack) > s.res.Stats.MaxDepth {
				s.res.Stats.MaxDepth = len(s.stack)
			}
			s.observe("advance", c)
			err := s.vm.Step(c)
			s.res.Stats.Transitions++
			if s.limits() || !s.arrived(err) {
				return
			}
			cg = s.choiceLeft()
			asks = -1
			if cg != nil && s.vm.BrokeByScheduler() {
				asks = s.vm.Asks()
			}
			if cg != nil && (s.cfg.DepthLimit <= 0 || len(s.stack) < s.cfg.DepthLimit) {
				continue
			}
			if cg != nil {
				s.res.Stats.Truncated++
			}
		}
		// The path ended: the next execution starts over.
		if rw.Executions > 0 && s.res.Stats.Executions+s.res.Stats.Truncated+s.res.Stats.Pruned >= rw.Executions {
			s.incomplete(fmt.Errorf("random search: %d executions (seed %d) without a violation; it cannot prove there is none", rw.Executions, rw.Seed))
			return
		}
		s.vm.SetOutput(false, true)
		s.vm.Restore(start)
		s.restored(0)
		s.stack = s.stack[:0]
		cg, asks = choiceAt(first, 0), firstAsks
		if cg == nil {
			s.fail(fmt.Errorf("random search: cannot restart at a %T", first))
			return
		}
		if s.limits() {
			return
		}
	}
}

// randomSupported reports whether the scheduler can run random walks: it
// keeps no path state of its own (as breadth-first search).
func randomSupported(sched jvm.Scheduler) bool { return bfsSupported(sched) }
