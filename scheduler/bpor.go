package scheduler

import (
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// Bounded partial-order reduction: clockvector under a preemption-bounded
// search (--search=bounded, Options.PreemptionBounded), after Coons,
// Musuvathi and McKinley, "Bounded partial-order reduction", OOPSLA 2013
// (BPOR).
//
// A preemption bound is not a property of a Mazurkiewicz trace: two
// orders of the same independent steps may preempt differently often, so
// the bound makes independent steps dependent. DPOR that merely skips the
// backtrack points beyond the bound misses states that the bound allows:
// the order it explored first may be out of the bound where another order
// of the same trace is not, and the race that would have led to that
// order is never seen, because the execution that would show it was
// skipped. The paper's algorithm (its preemption-bound Post condition)
// compensates; this file is that algorithm on clockvector's race check:
//
//   - for every thread v other than the one whose step p runs, its last
//     access of the location that conflicts with p's (not only the last
//     write and the reads since, which is all unbounded DPOR needs):
//     locClock.last;
//   - where a race asks for p before transition i: p at the choice point
//     before i if p was enabled there, else every thread enabled there
//     (no Flanagan-Godefroid refinement to one thread that leads to p,
//     and no sleep sets: a thread asleep there was explored under the
//     bound of another order);
//   - the same again at the last choice point before that one where the
//     path switched threads (the thread taken is not the one that ran
//     into the point): there p's taking over costs no more preemptions
//     than the path's own switch did. These are the conservative
//     backtrack points; the race's own point may be a preemption more
//     than the bound allows.
//
// The search keeps the bound (search.RoundScheduler): a backtrack point
// beyond it is not explored in the round and marks the round as having
// left something out, so the next round, one preemption more, explores it
// (rounds restart at the first choice point with the choices it was made
// with: NewRound). The race check runs when an access runs, so the
// next steps of the threads still enabled where a path ends are never
// checked: a violation the search goes past (--multiple-errors), a
// busy-wait whose choice offers only the other threads, all beyond the
// bound, the depth limit. PathEnded takes each of them to be dependent
// on every other thread's last transition (Flanagan and Godefroid check
// every thread's next step at every state, the paper's algorithm too).
// The search matches no states with this scheduler: the paper's
// algorithm is stateless, and clockvector's summaries of matched states
// (stateful.go) are not made for the bound.
//
// The race check keeps clockvector's happens-before filter (an access
// that happens before p's is no race), as Flanagan and Godefroid's
// algorithm, which the paper's builds on, does.

// Bounded reports whether the scheduler was made for a preemption-bounded
// search (Options.PreemptionBounded; search.RoundScheduler).
func (s *clockVector) Bounded() bool { return s.bounded }

// NewRound returns the scheduler to the first choice point (saved is what
// SaveState returned there) for a new round of the bounded search, with
// cg, a fresh copy of the choices the point was made with, as its choice
// generator.
func (s *clockVector) NewRound(saved any, cg choicegen.CG) {
	s.RestoreState(saved)
	s.points[len(s.points)-1].cg = cg
}

// PathEnded handles the end of a path (jvm.PathEnder) under the bound:
// the threads still enabled there never take their next steps on this
// path, so no race check sees those steps (at a violation the search goes
// past, where the bound leaves no choice at a busy-wait, at the depth
// limit). Flanagan and Godefroid check every thread's next step at every
// state; here each is taken to be dependent on every other thread's last
// transition on the path that does not happen before it, and backtracks
// as a race would. Without the bound the same holds where a path ends at
// a violation the search goes past (--multiple-errors) or at the depth
// limit (not where it ends at a state matched before: the summaries of
// stateful.go stand for the steps after it). EM-DPOR, whose clocks are
// by task, does nothing here.
func (s *clockVector) PathEnded(vm *jvm.VM) {
	if s.depth == 0 || s.em != nil {
		return
	}
	if s.st != nil && s.matchedAt == s.depth {
		return
	}
	// The transitions of the path: 0 before the first choice point,
	// t from point t-1, the last one's only if its choice was taken
	// (a point the path ends at has none).
	n := s.depth
	if s.points[n-1].cg.Index() < 0 {
		n--
	}
	last := map[int]int{} // thread → its last transition on the path
	for t := 0; t <= n; t++ {
		last[s.transitionThread(t)] = t
	}
	threads := make([]int, 0, len(last))
	for v := range last {
		threads = append(threads, v)
	}
	slices.Sort(threads)
	for _, u := range vm.EnabledThreads() {
		cu := s.clocks.of(u)
		for _, v := range threads {
			if i := last[v]; v != u && int32(i) > cu.At(v) {
				s.backtrack(i, u, cu)
			}
		}
	}
}

// transitionThread returns the thread that ran transition t of the path.
func (s *clockVector) transitionThread(t int) int {
	if t == 0 {
		return s.points[0].thread
	}
	pt := &s.points[t-1]
	if tc, ok := pt.cg.(*choicegen.ThreadChoice); ok && tc.Index() >= 0 {
		return tc.Thread()
	}
	return pt.thread
}

// raceEveryThread race-checks thread p's access of kind k (clock cp)
// against every other thread's last conflicting access of the location:
// writes conflict with everything, updates with all but updates, reads
// with all but reads.
func (s *clockVector) raceEveryThread(lc *locClock, p int, cp clock, k accessKind) {
	if lc.last == nil {
		return
	}
	for i := range lc.last.w {
		s.race(&lc.last.w[i], p, cp)
	}
	if k != accUpdate {
		for i := range lc.last.u {
			s.race(&lc.last.u[i], p, cp)
		}
	}
	if k != accRead {
		for i := range lc.last.r {
			s.race(&lc.last.r[i], p, cp)
		}
	}
}

// boundedBacktrack adds thread p at thread choice point k, where a race
// asks for it, and at the point before k where p's taking over preempts
// no more than the path did (lastSwitch).
func (s *clockVector) boundedBacktrack(k, p int) {
	s.addOrAll(k, p)
	if j := s.lastSwitch(k); j >= 0 {
		s.addOrAll(j, p)
	}
}

// addOrAll adds p at thread choice point k if p was enabled there, else
// every thread enabled there; never the busy-waiter whose spin made the
// point (see backtrack).
func (s *clockVector) addOrAll(k, p int) {
	pt := &s.points[k]
	tc, ok := pt.cg.(*choicegen.ThreadChoice)
	if !ok || pt.spinner == p {
		return
	}
	if contains(pt.enabled, p) {
		tc.Add(p)
		return
	}
	for _, e := range pt.enabled {
		tc.Add(e)
	}
}

// lastSwitch returns the last thread choice point before k where the path
// switched threads (took another thread than the one that ran into it),
// or -1 if there is none (the paper's fallback, the initial state, is
// no choice point here: main alone runs the first transition).
func (s *clockVector) lastSwitch(k int) int {
	for j := k - 1; j >= 0; j-- {
		tc, ok := s.points[j].cg.(*choicegen.ThreadChoice)
		if ok && tc.Index() >= 0 && tc.Thread() != s.points[j].thread {
			return j
		}
	}
	return -1
}
