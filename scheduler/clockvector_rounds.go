package scheduler

import (
	"errors"
	"fmt"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
)

// The rounds of a distributed Source-DPOR (clockvector without state
// matching; docs/sharding.md, search.Round), after odpor's
// (odpor_rounds.go). A work item is a node above the cut: its path, its
// sleep set (fixed when the node was first entered), its done set (the
// threads explored from it in earlier rounds, with the footprints of
// their transitions), the backtrack entries it has not taken yet
// (rounds.Item.Tree, in the order they were added) and the backtrack
// requests that races found below it since (rounds.Item.Backtrack). A
// search of one item replays the path (the search forces the choices),
// makes the node what the earlier rounds left it and takes one branch
// from it; every point above the cut below it takes its first choice
// only, and exports the rest. A race that adds a thread at a point above
// the cut adds it to that point's exported entries if the point is the
// node or below it (its sleep set is the one run's), and exports a
// request if it is above the node: there the replay's sleep sets are not
// the one run's (the path's done sets are empty on a fresh VM), and the
// node's owner, which has its sleep set, resolves the request as
// backtrack would have. An item at a node that earlier rounds made
// carries one entry (rounds.Tree in ordered mode, which the exports ask
// for): the tree resolves the threads added at the node and the requests
// for the nodes above in one depth-first run's order, with the node's
// enabled threads (Export.Enabled), so the order in which a node takes
// its entries is one run's: so are the sleep sets, and the executions
// are one run's.
//
// EM-DPOR (emdpor.go) searches in rounds the same way, without sleep
// sets. Its race asks whether a candidate's thread is an entry of the
// point already (it adds the first that is not; if all are, it reverses
// posts at points above), which only the tree knows for the item's node
// and its ancestors (the entries that other items took or will take):
// there the race exports the request (rounds.Backtrack.New), the
// reversals with it as requests for the points above (Else), numbered
// in the order the search made them (At), and the tree resolves them in
// that order when their turn comes.
type cvRound struct {
	cut  int
	item *rounds.Item
	out  []rounds.Export
	// at numbers the backtrack requests in the order they are made
	// (rounds.Backtrack.At; EM-DPOR's).
	at int
	// pts[k] is what the point at depth index k above the cut has for
	// the next round.
	pts []cvRoundPoint
}

type cvRoundPoint struct {
	// rest: the backtrack entries the point did not take (at the
	// item's node and below); reqs: the backtrack requests for it
	// (above the item's node).
	rest []int
	reqs []rounds.Backtrack
}

// BeginRound makes the search that follows explore the work item in a
// round whose cut is at depth cut.
func (s *clockVector) BeginRound(cut int, item *rounds.Item) error {
	switch {
	case s.st != nil:
		return errors.New("rounds: clockvector searches in rounds without state matching")
	case s.bounded:
		return errors.New("rounds: the preemption-bounded clockvector does not search in rounds")
	case len(item.Path) >= cut:
		return fmt.Errorf("rounds: the item's node (depth %d) is not above the cut (%d)", len(item.Path), cut)
	}
	s.round = &cvRound{cut: cut, item: item}
	return nil
}

// EndRound returns what the search exported, node by node.
func (s *clockVector) EndRound() []rounds.Export {
	r := s.round
	if r == nil {
		return nil
	}
	if s.depth > 0 {
		s.endTransition(&s.points[s.depth-1])
	}
	s.emitRound(0)
	s.round = nil
	return r.out
}

// roundPoint is SaveState's for the point at depth index k in a round.
func (s *clockVector) roundPoint(k int) {
	r := s.round
	if k >= r.cut {
		return
	}
	for len(r.pts) <= k {
		r.pts = append(r.pts, cvRoundPoint{})
	}
	r.pts[k] = cvRoundPoint{}
	pt := &s.points[k]
	tc, ok := pt.cg.(*choicegen.ThreadChoice)
	n := len(r.item.Path)
	if !ok || k < n {
		// A data choice above the cut explores all its values here; on
		// the item's path the search forces the path's choice.
		return
	}
	if k == n && !r.item.Fresh {
		s.installRound(pt, tc)
	}
	if len(tc.Threads) > 1 {
		r.pts[k].rest = slices.Clone(tc.Threads[1:])
		tc.Threads = tc.Threads[:1]
	}
}

// installRound makes the item's node what earlier rounds left it: its
// sleep and done sets, and its backtrack set the entries not taken and
// the requests resolved in order.
func (s *clockVector) installRound(pt *cvPoint, tc *choicegen.ThreadChoice) {
	it := s.round.item
	pt.sleep = nil
	for _, e := range it.Sleep {
		if pt.sleep == nil {
			pt.sleep = map[int]*footprint{}
		}
		pt.sleep[e.Thread] = toFootprint(e)
	}
	pt.done = nil
	for _, e := range it.Done {
		pt.done = append(pt.done, threadFootprint{e.Thread, toFootprint(e)})
	}
	tc.Threads = tc.Threads[:0]
	add := func(t int) {
		if pt.sleep[t] == nil && !pt.isDone(t) {
			tc.Add(t)
		}
	}
	for _, w := range it.Tree {
		add(w.Thread)
	}
	for _, b := range it.Backtrack {
		picked := false
		for _, t := range b.Threads {
			if pt.sleep[t] == nil {
				add(t)
				picked = true
				break
			}
		}
		if !picked && b.All {
			for _, e := range pt.enabled {
				add(e)
			}
		}
	}
}

func (pt *cvPoint) isDone(t int) bool {
	return slices.ContainsFunc(pt.done, func(d threadFootprint) bool { return d.thread == t })
}

// roundAdd is pt.add for a point at depth index k above a round's cut,
// at the item's node or below it: the thread becomes one of the entries
// exported for the next round.
func (s *clockVector) roundAdd(k int, t int) {
	pt := &s.points[k]
	tc := pt.cg.(*choicegen.ThreadChoice)
	rp := &s.round.pts[k]
	if pt.sleep[t] != nil || pt.isDone(t) || slices.Contains(tc.Threads, t) || slices.Contains(rp.rest, t) {
		return
	}
	rp.rest = append(rp.rest, t)
}

// roundBacktrack is backtrack's for a point k above a round's cut: p
// raced with the transition after it (p's clock cp).
func (s *clockVector) roundBacktrack(k, p int, cp clock) {
	pt := &s.points[k]
	if k >= len(s.round.item.Path) {
		pt.raceChoices(k, p, cp, func(t int) { s.roundAdd(k, t) })
		return
	}
	var b rounds.Backtrack
	if contains(pt.enabled, p) {
		b.Threads = append(b.Threads, p)
	}
	for _, q := range pt.enabled {
		if q != p && cp.At(q) > int32(k+1) {
			b.Threads = append(b.Threads, q)
		}
	}
	b.All = true
	s.roundRequest(k, b)
}

// roundEnd is end's for the point k above a round's cut: every enabled
// thread there that is not asleep.
func (s *clockVector) roundEnd(k int) {
	if s.roundLocal(k) {
		for _, e := range s.points[k].enabled {
			s.roundAdd(k, e)
		}
		return
	}
	s.roundRequest(k, rounds.Backtrack{All: true})
}

// roundLocal reports whether the point at depth index k above a round's
// cut takes the threads races add there itself (roundAdd), rather than
// exporting requests for the point's owner: a point below the item's
// node, the item's node too unless EM-DPOR (whose races ask whether a
// thread is an entry of the node already: the node's entries that other
// rounds took or will take are the tree's, not the item's), and the
// first round's root.
func (s *clockVector) roundLocal(k int) bool {
	n := len(s.round.item.Path)
	return k > n || k == n && (s.round.item.Fresh || s.em == nil)
}

// roundRequest exports the backtrack request b for the point at depth
// index k above the cut.
func (s *clockVector) roundRequest(k int, b rounds.Backtrack) {
	r := s.round
	if s.em != nil {
		r.at++
		b.At = r.at
	}
	r.pts[k].reqs = append(r.pts[k].reqs, b)
}

// emitRound exports the thread choice points above the cut from depth
// index from down, as the search leaves them (their transitions filed).
func (s *clockVector) emitRound(from int) {
	r := s.round
	n := len(r.item.Path)
	for k := from; k < s.depth && k < r.cut; k++ {
		pt := &s.points[k]
		if _, ok := pt.cg.(*choicegen.ThreadChoice); !ok {
			continue
		}
		rp := r.pts[k]
		e := rounds.Export{Path: s.cvPathTo(k), Ordered: true}
		if k < n {
			if len(rp.reqs) == 0 {
				continue
			}
			e.Backtrack = rp.reqs
			r.out = append(r.out, e)
			continue
		}
		e.Created = k > n || r.item.Fresh
		if e.Created {
			e.Enabled = slices.Clone(pt.enabled)
			for t, f := range pt.sleep {
				e.Sleep = append(e.Sleep, fromFootprint(t, f))
			}
			sortEvents(e.Sleep)
		}
		for _, d := range pt.done {
			e.Done = append(e.Done, fromFootprint(d.thread, d.fp))
		}
		sortEvents(e.Done)
		for _, t := range rp.rest {
			e.Tree = append(e.Tree, rounds.TreeNode{Thread: t})
		}
		e.Backtrack = rp.reqs // EM-DPOR's, at the item's node
		r.out = append(r.out, e)
	}
}

// cvPathTo is the choices from the root to the point at depth index k.
func (s *clockVector) cvPathTo(k int) []int {
	path := make([]int, k)
	for j := 0; j < k; j++ {
		if tc, ok := s.points[j].cg.(*choicegen.ThreadChoice); ok {
			path[j] = tc.Thread()
		} else {
			path[j] = s.points[j].cg.Index()
		}
	}
	return path
}

// FootprintEvent is thread t's transition of footprint f as a round's
// event (the DporEngine's rounds use it too).
func FootprintEvent(t int, f *hb.Footprint) rounds.Event { return fromFootprint(t, f) }

// EventFootprint is the footprint of a round's event.
func EventFootprint(e rounds.Event) *hb.Footprint { return toFootprint(e) }

func fromFootprint(t int, f *footprint) rounds.Event {
	e := rounds.Event{Thread: t, All: f.All}
	for _, x := range f.Locs {
		k := hb.Read
		switch {
		case x.Update:
			k = hb.Update
		case x.Write:
			k = hb.Write
		}
		e.Touches = append(e.Touches, rounds.Touch{Obj: uint64(x.Loc.Obj), Slot: x.Loc.Slot, Kind: uint8(k)})
	}
	return e
}

func toFootprint(e rounds.Event) *footprint {
	f := &footprint{All: e.All}
	for _, x := range e.Touches {
		k := hb.Kind(x.Kind)
		f.Locs = append(f.Locs, hb.Touch{Loc: hb.Location{Obj: jvm.SGOID(x.Obj), Slot: x.Slot}, Write: k == hb.Write || k == hb.Update, Update: k == hb.Update})
	}
	return f
}
