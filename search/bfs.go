package search

import (
	"errors"
	"fmt"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// bfsNode is a state of the breadth-first search (Config.BreadthFirst)
// whose choices are still to be explored: the choice its parent took to
// reach it (a copy standing at that choice), its own choice generator,
// and what a trace needs.
type bfsNode struct {
	parent *bfsNode
	taken  choicegen.CG // nil for the root
	cg     choicegen.CG
	asks   int64 // as frame.asks
	id     int64
	depth  int
	// prio is the node's priority in a heuristic search (lower first),
	// seq the order it was queued in (which breaks ties).
	prio, seq int64
}

// path returns the nodes from the root to n.
func (n *bfsNode) path() []*bfsNode {
	var p []*bfsNode
	for ; n != nil; n = n.parent {
		p = append(p, n)
	}
	for i, j := 0, len(p)-1; i < j; i, j = i+1, j-1 {
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// choiceAt returns a fresh copy of cg standing at its choice i.
func choiceAt(cg choicegen.CG, i int) choicegen.CG {
	var c choicegen.CG
	switch x := cg.(type) {
	case *choicegen.ThreadChoice:
		c = choicegen.NewThreadChoice(x.ID(), append([]int(nil), x.Threads...))
	case choicegen.Data:
		c = x.Fresh()
	default:
		return nil
	}
	for c.Index() < i {
		c.Advance()
	}
	return c
}

// runBFS explores the states level by level, as JPF's BFSHeuristic does:
// every state one choice from the start, then every state two choices
// away, and so on. The VM can only go back along the path it came
// (its undo log), so to expand a state the search returns to the first
// state and replays the choices that lead to it; the transitions replayed
// are not counted again. It finds the violation nearest to the start
// first, and ends on programs whose state space is infinite in depth but
// has a violation (or Verify.terminateSearch) at a finite one. It needs
// a scheduler without path state of its own (none, jpf).
//
// With Config.Heuristic it is JPF's heuristic search of that order
// (heuristic.go): the same expansion of every choice of a state, the
// next state to expand taken from a priority queue.
func (s *searcher) runBFS() {
	h := s.cfg.Heuristic
	if h == nil {
		h = &Heuristic{Order: HeuristicBFS}
	}
	q := newNodeQueue(h)
	err := s.vm.Step(nil)
	s.res.Stats.Transitions++
	root, ok := s.bfsArrive(nil, nil, err)
	if !ok || root == nil {
		return
	}
	q.push(root, s.vm)
	// cur is the path the VM stands at the end of, with a snapshot at
	// each of its states; consecutive states of the queue share most of
	// their paths, so only the part after the common prefix is replayed.
	cur := []*bfsNode{root}
	snaps := []*jvm.State{s.vm.Snapshot()}
	for q.len() > 0 {
		n := q.pop()
		if r := q.leftOut(); r != "" {
			s.incomplete(errors.New(r))
		}
		s.vm.SetOutput(false, true)
		path := n.path()
		k := 0
		for k < len(cur) && k < len(path) && cur[k] == path[k] {
			k++
		}
		cur, snaps = cur[:k], snaps[:k]
		s.vm.Restore(snaps[k-1])
		s.restored(cur[k-1].id)
		for _, p := range path[k:] {
			if err := s.vm.Step(choiceAt(p.taken, p.taken.Index())); err != nil {
				s.fail(fmt.Errorf("replaying the path to a state: %w", err))
				return
			}
			cur, snaps = append(cur, p), append(snaps, s.vm.Snapshot())
		}
		at := snaps[len(snaps)-1]
		for i := 0; i < n.cg.Len(); i++ {
			if i > 0 {
				s.vm.Restore(at)
				s.restored(n.id)
			}
			c := choiceAt(n.cg, i)
			s.observe("advance", c)
			if s.ls != nil {
				s.ls.ChoiceGeneratorAdvanced(s.lv, c)
			}
			// The path as frames, for traces (pathTrace, replay).
			s.stack = s.stack[:0]
			for _, p := range path[1:] {
				s.stack = append(s.stack, frame{cg: p.taken, asks: p.parent.asks, id: p.parent.id})
			}
			s.stack = append(s.stack, frame{cg: c, asks: n.asks, id: n.id})
			err := s.vm.Step(c)
			s.res.Stats.Transitions++
			if s.limits() {
				return
			}
			child, ok := s.bfsArrive(n, c, err)
			if !ok {
				return
			}
			if child != nil {
				q.push(child, s.vm)
				if r := q.leftOut(); r != "" {
					s.incomplete(errors.New(r))
				}
			}
		}
	}
}

// bfsArrive handles the state a transition (from parent's choice taken,
// nil for the first transition) arrived at: violations and end states,
// state matching, limits. It returns the new node to expand later (nil
// for an end, a matched state or one with nothing to choose), and false
// when the search must stop.
func (s *searcher) bfsArrive(parent *bfsNode, taken choicegen.CG, err error) (*bfsNode, bool) {
	if !s.arrived(err) {
		return nil, false
	}
	cg := s.choiceLeft()
	if cg == nil {
		return nil, true
	}
	depth := 0
	if parent != nil {
		depth = parent.depth + 1
	}
	if s.cfg.DepthLimit > 0 && depth >= s.cfg.DepthLimit {
		s.incomplete(fmt.Errorf("depth limit %d reached", s.cfg.DepthLimit))
		return nil, true
	}
	if s.seen() {
		return nil, s.visitedState(cg)
	}
	asks, ok := s.newState(cg)
	if !ok {
		return nil, false
	}
	n := &bfsNode{parent: parent, taken: taken, cg: cg, asks: asks, id: s.res.Stats.NewStates - 1, depth: depth}
	if depth+1 > s.res.Stats.MaxDepth {
		s.res.Stats.MaxDepth = depth + 1
	}
	s.observe("new", cg)
	if !s.stored(n.id, cg) {
		return nil, false
	}
	if cg.Len() == 0 {
		s.res.Stats.Pruned++
		return nil, true
	}
	return n, true
}

// restored tells the listeners that the search went back to state id.
func (s *searcher) restored(id int64) {
	s.res.Stats.Backtracked++
	if s.ls != nil {
		s.sync()
		s.lv.StateID = id
		s.ls.StateBacktracked(s.lv)
		s.ls.StateRestored(s.lv)
	}
}

// noPathState reports whether the scheduler keeps no path state of its
// own, so that a search may run it breadth first, in random walks or in
// bounded rounds.
func noPathState(sched jvm.Scheduler) bool {
	_, pathState := sched.(jvm.SchedulerState)
	return !pathState
}

// isRoundScheduler reports whether sched is a dynamic reduction made for
// preemption-bounded searches (RoundScheduler).
func isRoundScheduler(sched jvm.Scheduler) bool {
	rs, ok := sched.(RoundScheduler)
	return ok && rs.Bounded()
}
