package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
)

// RandomWalk configures a random search (Config.Random): repeated
// executions from the start, each choice drawn uniformly from the
// choices the scheduler leaves, as JPF's RandomSearch, or, with PCT > 0,
// thread choices made by Probabilistic Concurrency Testing (Burckhardt,
// Kothari, Musuvathi, Nagarakatte, ASPLOS 2010) for bugs of depth PCT.
// The same seed gives the same executions (the VM is deterministic). It
// cannot prove that there is no violation: without one its verdict is
// incomplete.
type RandomWalk struct {
	Seed uint64
	// Executions bounds the number of executions (0: until the time
	// limit or another limit).
	Executions int64
	// PCT is the bug depth d of PCT (0: uniform random choices).
	PCT int
}

// pct is PCT's state: each thread has a priority, the highest-priority
// thread among the choices runs, and at d-1 change points (steps drawn
// at random from the longest execution's length so far, k) the thread
// about to run drops to a low priority (i at the i-th change point,
// below every initial priority). A thread's initial priority is drawn
// when it first appears: a random order of the threads, as PCT's random
// permutation of d..d+n-1.
type pct struct {
	d       int
	rng     *rand.Rand
	prio    map[int]float64
	changes map[int64]int // step → its change point's number
	step    int64
	// k is the most steps an execution took, n the most threads one
	// had a choice among.
	k int64
	n int
}

func (p *pct) newExecution() {
	p.k = max(p.k, p.step)
	p.step = 0
	p.prio = map[int]float64{}
	p.changes = map[int64]int{}
	if p.k > 0 {
		for i := 1; i < p.d; i++ {
			p.changes[1+p.rng.Int64N(p.k)] = i
		}
	}
}

// pick returns the index of the thread to run among tc's.
func (p *pct) pick(tc *choicegen.ThreadChoice) int {
	p.step++
	p.n = max(p.n, len(tc.Threads))
	best := -1
	for i, t := range tc.Threads {
		if _, ok := p.prio[t]; !ok {
			p.prio[t] = float64(p.d) + p.rng.Float64()
		}
		if best < 0 || p.prio[t] > p.prio[tc.Threads[best]] {
			best = i
		}
	}
	if i, ok := p.changes[p.step]; ok {
		p.prio[tc.Threads[best]] = float64(i)
		return p.pick2(tc)
	}
	return best
}

// pick2 is pick without taking a step.
func (p *pct) pick2(tc *choicegen.ThreadChoice) int {
	best := 0
	for i, t := range tc.Threads {
		if p.prio[t] > p.prio[tc.Threads[best]] {
			best = i
		}
	}
	return best
}

// bound is PCT's guarantee: each execution finds a bug of depth d with
// probability at least 1/(n k^(d-1)); after e executions at least
// 1-(1-p)^e.
func (p *pct) bound(e int64) (each, all float64) {
	each = 1 / (float64(max(p.n, 1)) * math.Pow(float64(max(p.k, 1)), float64(p.d-1)))
	return each, 1 - math.Pow(1-each, float64(e))
}

// runRandom is the random search. Each execution starts at the first
// choice point (a snapshot of the VM there) and takes one choice at
// random at each point until the path ends. States are not matched; the
// distinct states met (by their hash) are counted.
func (s *searcher) runRandom() {
	rw := s.cfg.Random
	rng := rand.New(rand.NewPCG(rw.Seed, 0x9E3779B97F4A7C15))
	var pc *pct
	if rw.PCT > 0 {
		pc = &pct{d: rw.PCT, rng: rng}
		pc.newExecution()
		defer func() {
			// Stopped by another limit (the time): the guarantee for
			// the executions run.
			le, ok := s.res.Err.(*LimitError)
			if !ok || len(s.res.Violations) > 0 || strings.HasPrefix(le.Msg, "PCT") {
				return
			}
			pc.newExecution()
			e := s.res.Stats.Executions
			each, all := pc.bound(e)
			le.Msg += fmt.Sprintf(" (PCT, depth %d: with at most %d threads to choose among and %d steps, each execution finds a bug of depth %d with probability at least %.3g, the %d run at least %.3g)", pc.d, pc.n, pc.k, pc.d, each, e, all)
		}()
	}
	pick := func(cg choicegen.CG) int {
		if tc, ok := cg.(*choicegen.ThreadChoice); ok && pc != nil {
			return pc.pick(tc)
		}
		return rng.IntN(cg.Len())
	}
	distinct := newVisitedSet(s.cfg.WideFingerprints, 0)
	defer distinct.Free()
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
		if h, ok := s.vm.StateHash(); ok && !distinct.Full(s.res.Stats.DistinctStates) {
			if _, met := distinct.Get(h); !met {
				distinct.Put(h, s.res.Stats.DistinctStates)
				s.res.Stats.DistinctStates++
			}
		}
		s.res.Stats.NewStates++
		s.countCG(cg)
		s.observe("new", cg)
		if cg.Len() == 0 {
			s.res.Stats.Pruned++
			cg = nil
		} else {
			c := choiceAt(cg, pick(cg))
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
			if pc != nil {
				pc.newExecution()
				each, all := pc.bound(rw.Executions)
				s.incomplete(fmt.Errorf("PCT search (depth %d): %d executions (seed %d) without a violation; it cannot prove there is none (with at most %d threads to choose among and %d steps, each execution finds a bug of depth %d with probability at least %.3g, %d executions at least %.3g)", pc.d, rw.Executions, rw.Seed, pc.n, pc.k, pc.d, each, rw.Executions, all))
				return
			}
			s.incomplete(fmt.Errorf("random search: %d executions (seed %d) without a violation; it cannot prove there is none", rw.Executions, rw.Seed))
			return
		}
		if pc != nil {
			pc.newExecution()
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
