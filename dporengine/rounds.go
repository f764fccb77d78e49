package dporengine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/scheduler"
)

// The rounds of a distributed DporEngine search under the ea analysis
// (docs/sharding.md), as clockvector's (scheduler/clockvector_rounds.go):
// with every access a Yes node there are no Maybe nodes and no replays,
// and the engine is a Source-DPOR with sleep sets. A work item is a
// choice point above the cut: its path, sleep set, done set (with the
// footprints of the transitions explored from it), the threads added to
// it and not taken yet, and the requests races below it made since. A
// point above the cut takes one choice; a race that adds a thread at a
// point at or below the item's point adds it to that point's exported
// entries, and at one of the item's ancestors (whose replayed sleep sets
// are not the one run's) exports a request that the point's owner
// resolves with its sleep set (rounds.Tree in ordered mode, in one
// depth-first run's order).
type engineRound struct {
	cut  int
	item *rounds.Item
	out  []rounds.Export
}

// BeginRound makes the search that follows explore the work item in a
// round whose cut is at depth cut.
func (e *Engine) BeginRound(cut int, item *rounds.Item) error {
	switch {
	case !isEveryAccess(e.a):
		return errors.New("rounds: the DporEngine searches in rounds under --dpor-analysis=ea only (the others' Maybe nodes and replays depend on what other paths learnt)")
	case len(item.Path) >= cut:
		return fmt.Errorf("rounds: the item's node (depth %d) is not above the cut (%d)", len(item.Path), cut)
	}
	e.round = &engineRound{cut: cut, item: item}
	return nil
}

func isEveryAccess(a Analysis) bool {
	_, ok := a.(*EveryAccess)
	return ok
}

// EndRound returns what the search exported, node by node.
func (e *Engine) EndRound() []rounds.Export {
	r := e.round
	if r == nil {
		return nil
	}
	e.leave(nil)
	e.round = nil
	return r.out
}

// leave exports the points above the cut on the path below pt (all of
// them if pt is nil), which the search leaves, after filing the last
// transition.
func (e *Engine) leave(pt *point) {
	top := e.curPoint
	if top == nil || top == pt {
		return
	}
	if e.fper != nil {
		top.fileTransition(e.fper.TakeFootprint())
	}
	var left []*point
	for q := top; q != nil && q != pt; q = q.prev {
		left = append(left, q)
	}
	for i := len(left) - 1; i >= 0; i-- {
		e.emitRound(left[i])
	}
}

// roundPoint is SaveState's for a point in a round.
func (e *Engine) roundPoint(pt *point) {
	r := e.round
	pt.rest, pt.reqs = nil, nil
	n := len(r.item.Path)
	if pt.at >= r.cut || pt.tc == nil || pt.at < n {
		return
	}
	if pt.at == n && !r.item.Fresh {
		e.installRound(pt)
	}
	if len(pt.tc.Threads) > 1 {
		pt.rest = slices.Clone(pt.tc.Threads[1:])
		pt.tc.Threads = pt.tc.Threads[:1]
	}
}

// installRound makes the item's point what earlier rounds left it.
func (e *Engine) installRound(pt *point) {
	it := e.round.item
	pt.sleep, pt.done = nil, nil
	for _, ev := range it.Sleep {
		if pt.sleep == nil {
			pt.sleep = map[int]Footprint{}
		}
		pt.sleep[ev.Thread] = (*footprint)(scheduler.EventFootprint(ev))
	}
	for _, ev := range it.Done {
		if pt.done == nil {
			pt.done = map[int]Footprint{}
		}
		pt.done[ev.Thread] = (*footprint)(scheduler.EventFootprint(ev))
	}
	tc := pt.tc
	tc.Threads = tc.Threads[:0]
	add := func(t int) {
		if pt.sleep[t] == nil && pt.done[t] == nil {
			tc.Add(t)
		}
	}
	for _, w := range it.Tree {
		add(w.Thread)
	}
	for _, b := range it.Backtrack {
		resolve(pt, b, add)
	}
	if x := pt.expect; x != nil && (len(tc.Threads) == 0 || tc.Threads[0] != x.Thread) {
		// Another thread than the node's runs first: the path is what
		// the search restores at this point for another choice.
		e.root, e.cur, e.depth = pt.root, pt.cur, pt.depth
		if e.reset != nil {
			e.reset.ResetState(pt.saved)
		}
		e.expect = nil
		e.notRun = pt.notRun
	}
}

// resolve adds the thread request b asks for at pt: the first of its
// threads not asleep there, else (b.All) every runnable thread not
// asleep.
func resolve(pt *point, b rounds.Backtrack, add func(int)) {
	for _, t := range b.Threads {
		if pt.sleep[t] == nil {
			add(t)
			return
		}
	}
	if b.All {
		for _, r := range pt.runnables {
			if pt.sleep[r] == nil {
				add(r)
			}
		}
	}
}

// request asks for threads at the thread choice point tp (see resolve):
// at once outside a round and below its cut; as an entry for the next
// round at the item's point and below it; as a request for the point's
// owner above it.
func (e *Engine) request(tp *point, b rounds.Backtrack) {
	r := e.round
	switch {
	case r == nil || tp.at >= r.cut:
		resolve(tp, b, tp.add)
	case tp.at >= len(r.item.Path):
		resolve(tp, b, func(t int) {
			if tp.sleep[t] == nil && tp.done[t] == nil && !slices.Contains(tp.tc.Threads, t) && !slices.Contains(tp.rest, t) {
				tp.rest = append(tp.rest, t)
			}
		})
	default:
		tp.reqs = append(tp.reqs, b)
	}
}

// emitRound exports the thread choice point pt if it is above the cut.
func (e *Engine) emitRound(pt *point) {
	r := e.round
	n := len(r.item.Path)
	if pt.at >= r.cut || pt.tc == nil {
		return
	}
	x := rounds.Export{Path: pathTo(pt), Ordered: true}
	if pt.at < n {
		if len(pt.reqs) == 0 {
			return
		}
		x.Backtrack = pt.reqs
		r.out = append(r.out, x)
		return
	}
	x.Created = pt.at > n || r.item.Fresh
	if x.Created {
		x.Enabled = slices.Clone(pt.runnables)
		x.Sleep = footprintEvents(pt.sleep)
	}
	x.Done = footprintEvents(pt.done)
	if c := pt.chosen(); c >= 0 && pt.done[c] == nil {
		// Without sleep sets the done set has no footprints.
		x.Done = append(x.Done, rounds.Event{Thread: c})
		slices.SortFunc(x.Done, func(a, b rounds.Event) int { return a.Thread - b.Thread })
	}
	for _, t := range pt.rest {
		x.Tree = append(x.Tree, rounds.TreeNode{Thread: t})
	}
	r.out = append(r.out, x)
}

func footprintEvents(m map[int]Footprint) []rounds.Event {
	var out []rounds.Event
	for t, f := range m {
		fp, ok := f.(*footprint)
		if !ok {
			continue
		}
		out = append(out, scheduler.FootprintEvent(t, (*hb.Footprint)(fp)))
	}
	slices.SortFunc(out, func(a, b rounds.Event) int { return a.Thread - b.Thread })
	return out
}

// pathTo is the choices from the root to pt.
func pathTo(pt *point) []int {
	path := make([]int, pt.at)
	for q := pt.prev; q != nil; q = q.prev {
		if q.tc != nil {
			path[q.at] = q.tc.Thread()
		} else {
			path[q.at] = q.cg.Index()
		}
	}
	return path
}
