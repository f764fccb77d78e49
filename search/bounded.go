package search

import (
	"errors"
	"fmt"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// PreemptionBound configures a preemption-bounded search (Config.Bounded,
// iterative context bounding after Musuvathi and Qadeer, PLDI 2007): a
// depth-first search that leaves out the choices that would make a path
// preempt more than the bound, where a preemption is a choice of another
// thread while the thread that ran last could go on (is enabled, whether
// or not the scheduler offers it; main ran the first transition, so the
// first choice point counts like the others). With Max < 0 the
// bound goes 0, 1, 2, ... until a violation, or until a round left
// nothing out (then the search was exhaustive and its verdict is a
// proof); with Max >= 0 only that bound is searched, and if it left
// something out the verdict is incomplete. Bugs that need few
// preemptions, most of them, are found in the first rounds, with a trace
// that preempts as little as any. The scheduler is none or jpf, or a
// RoundScheduler (clockvector made for the bound: bounded partial-order
// reduction), without state matching.
type PreemptionBound struct {
	Max int
	// Below, if positive, stops the rounds before this bound (for a
	// search of a schedule with fewer preemptions than one known).
	Below int
}

// cost reports whether taking choice i of f's choice generator preempts:
// a thread choice of another thread than the one that ran into f's
// state, which could go on (it is enabled there, whether or not the
// scheduler offers it: a DPOR offers the running thread alone, or at a
// busy-wait the others alone).
func cost(f *frame, i int) int {
	tc, ok := f.cg.(*choicegen.ThreadChoice)
	if !ok || f.cur < 0 || tc.Threads[i] == f.cur || !f.curRuns {
		return 0
	}
	return 1
}

// canRun reports whether thread id is enabled in the VM's state.
func (s *searcher) canRun(id int) bool {
	if id < 0 {
		return false
	}
	t := s.vm.Thread(id)
	return t != nil && t.Enabled()
}

// skipUnfit moves f's choice generator past the next choices that would
// exceed the bound (noting that the round left something out).
func (s *searcher) skipUnfit(f *frame) {
	if s.bound < 0 {
		return
	}
	tc, ok := f.cg.(*choicegen.ThreadChoice)
	if !ok {
		return
	}
	for tc.Index()+1 < len(tc.Threads) && f.pre+cost(f, tc.Index()+1) > s.bound {
		tc.Advance()
		s.boundHit = true
	}
}

// boundedKey is the key under which a bounded search matches the state
// of hash h: under the bound a state's future depends also on the thread
// that ran into it, if that one can go on (taking another preempts it),
// so two arrivals match only if that thread is the same (or neither can
// go on). The thread is folded into all 128 bits, so that two keys
// collide no more often than two state hashes.
func (s *searcher) boundedKey(h [16]byte) [16]byte {
	cur := -1
	if s.canRun(s.nextCur) {
		cur = s.nextCur
	}
	lo := uint64(cur+2) * 0x9e3779b97f4a7c15
	hi := uint64(cur+2) * 0xc2b2ae3d27d4eb4f
	for i := range 8 {
		h[i] ^= byte(lo >> (8 * i))
		h[8+i] ^= byte(hi >> (8 * i))
	}
	return h
}

// taking records the preemptions and thread of the state that f's
// current choice leads to.
func (s *searcher) taking(f *frame) {
	s.nextPre, s.nextCur = f.pre, f.cur
	if tc, ok := f.cg.(*choicegen.ThreadChoice); ok {
		s.nextPre += cost(f, tc.Index())
		s.nextCur = tc.Thread()
	}
}

// RoundScheduler is a scheduler with path state of its own
// (jvm.SchedulerState) that can run under a preemption-bounded search:
// a dynamic partial-order reduction made for the bound (bounded
// partial-order reduction, Coons, Musuvathi and McKinley, OOPSLA 2013),
// which adds the backtrack points the bound needs and leaves the bound
// itself to the search. The search matches no states with it. Where the
// bound leaves no choice at a new choice point the path ends there
// (counted as pruned), and the search tells a jvm.PathEnder so, as at
// every end of a path.
type RoundScheduler interface {
	jvm.SchedulerState
	// Bounded reports whether the scheduler was made for a
	// preemption-bounded search (without it, a DPOR's sleep sets or
	// state matching would not be sound under the bound).
	Bounded() bool
	// NewRound is called when a round restarts at the first choice
	// point, after the VM returned there: saved is what SaveState
	// returned for that point, and cg the fresh choice generator (the
	// choices the point was made with) that the round explores there.
	NewRound(saved any, cg choicegen.CG)
}

// runBounded runs the rounds of a preemption-bounded search, each from
// the first choice point (its snapshot) with states matched anew: a
// state is matched only by one reached with no more preemptions and the
// same thread running on (boundedKey). A round does not keep what the
// round before explored: it explores that again (a DPOR's backtrack
// points beyond the bound, left out of a round, come back in the next,
// which finds the same races again).
func (s *searcher) runBounded() {
	k, last := 0, s.cfg.Bounded.Max
	if last >= 0 {
		k = last
	}
	for first := true; ; k++ {
		s.bound, s.boundHit = k, false
		s.res.Stats.PreemptionBound = k
		if s.visited != nil {
			s.visited.Free()
			s.visited = newVisitedSet(s.cfg.WideFingerprints, s.res.Stats.NewStates)
		}
		s.visitPre = []int32{}
		if first {
			first = false
			s.nextPre, s.nextCur = 0, 0 // main runs the first transition
			s.run()
		} else if !s.restart() {
			return
		}
		if s.res.Err != nil || len(s.res.Violations) > 0 || s.stop {
			return
		}
		if !s.boundHit {
			return // nothing was left out: the search was exhaustive
		}
		if last >= 0 {
			s.incomplete(fmt.Errorf("preemption bound %d: paths with more preemptions were not explored", k))
			return
		}
		if b := s.cfg.Bounded.Below; b > 0 && k+1 >= b {
			s.incomplete(fmt.Errorf("preemption bounds below %d explored", b))
			return
		}
		if s.limits() {
			return
		}
	}
}

// restart starts a new round at the first choice point and runs it.
func (s *searcher) restart() bool {
	if s.root == nil {
		return false // no choice point: one round was all
	}
	root := *s.root
	root.cg = choiceAt(s.root.cg, -1)
	if root.cg == nil {
		s.fail(errors.New("bounded search: cannot restart at the first choice point"))
		return false
	}
	s.vm.SetOutput(false, true)
	s.vm.Restore(root.state)
	if rs, ok := s.cfg.Scheduler.(RoundScheduler); ok {
		rs.NewRound(root.sched, root.cg)
	}
	s.restored(root.id)
	s.stack = append(s.stack[:0], root)
	err := error(nil)
	if !s.backtrack(&err) {
		return true // the round has nothing within the bound
	}
	s.loop(err)
	return true
}
