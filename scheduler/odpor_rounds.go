package scheduler

import (
	"fmt"

	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
)

// The rounds of a distributed odpor (docs/sharding.md, search.Round).
// A search of one work item replays the item's path (the search forces
// the choices), makes the item's node what the earlier rounds left it
// (its sleep and done sets; its wakeup tree the item's branches and
// sequences, inserted here with the redundancy check) and explores the
// node's wakeup tree. Below the node, a point above the cut takes its
// first choice only: the rest of its wakeup tree, and the sequences of
// the races that reverse there or at the node's ancestors, are exported
// for the next round, whose one owner of each node inserts them all.
// Below the cut the search is odpor's as in one run. One execution per
// Mazurkiewicz trace does not depend on the order of exploration, so
// the rounds together make one run's executions.
type odRound struct {
	cut  int
	item *rounds.Item
	out  []rounds.Export
}

// BeginRound makes the search that follows explore the work item in a
// round whose cut is at depth cut (choice points, the item's node above
// it).
func (s *odpor) BeginRound(cut int, item *rounds.Item) error {
	if len(item.Path) >= cut {
		return fmt.Errorf("rounds: the item's node (depth %d) is not above the cut (%d)", len(item.Path), cut)
	}
	s.round = &odRound{cut: cut, item: item}
	return nil
}

// EndRound returns what the search exported, node by node.
func (s *odpor) EndRound() []rounds.Export {
	if s.round == nil {
		return nil
	}
	if s.open && !s.emptyItem() {
		s.detect()
	}
	s.emit(0)
	out := s.round.out
	s.round = nil
	return out
}

// emptyItem reports whether the search stopped at the item's node with
// nothing to take there: the path ends at no execution of one run, and
// its events are detected no races on (search's emptyItem backtracks
// past the node without a path end).
func (s *odpor) emptyItem() bool {
	r := s.round
	n := len(r.item.Path)
	if r.item.Fresh || s.depth != n+1 {
		return false
	}
	pt := &s.points[n]
	return pt.tc != nil && len(pt.tc.Threads) == 0
}

// roundPoint is SaveState's for a thread choice point in a round: above
// the cut a point takes one branch and exports the rest of its wakeup
// tree and the races that reverse there; the item's node first becomes
// what earlier rounds left it.
func (s *odpor) roundPoint(pt *odPoint) {
	r := s.round
	k, n := s.depth-1, len(r.item.Path)
	if k >= r.cut {
		return
	}
	if k == n && !r.item.Fresh {
		s.install(pt)
	}
	pt.export = true
	if k < n {
		// The search takes the path's choice; whether it is a cut
		// with conditions is the item's to say (the replay has not
		// the don't-do sets above the node).
		pt.blocked, pt.conds = false, nil
		if k < len(r.item.Conds) {
			pt.conds = fromConds(r.item.Conds[k])
		}
		return
	}
	if len(pt.wut.kids) > 1 {
		pt.tree = pt.wut.kids[1:]
		pt.wut.kids = pt.wut.kids[:1]
		pt.tc.Threads = pt.tc.Threads[:1]
	}
}

// install makes the item's node what earlier rounds left it.
func (s *odpor) install(pt *odPoint) {
	it := s.round.item
	pt.sleep, pt.done = eventMap(it.Sleep), eventMap(it.Done)
	pt.wut = &wnode{}
	pt.tc.Threads = pt.tc.Threads[:0]
	for _, tn := range it.Tree {
		if !contains(pt.enabled, tn.Thread) {
			s.stats.dropped++
			continue
		}
		if pt.tc.Add(tn.Thread) {
			pt.wut.kids = append(pt.wut.kids, fromTree(tn))
		}
	}
	if s.cs {
		pt.dnd = nil
		for _, w := range it.DontDo {
			pt.dnd = append(pt.dnd, fromEvents(w))
		}
	}
	for _, q := range it.Seqs {
		d, v, vi := s.seqDetection(pt, q)
		if d.insert(0, v, vi) && s.cs && q.Check != nil {
			d.queue(0, fromCheck(q.Check))
		}
	}
	if s.cs {
		// The checks that one run makes when it comes back here.
		s.probe(pt)
	}
	s.pendingWut = nil
	if len(pt.wut.kids) > 0 {
		s.pendingWut = &wnode{kids: pt.wut.kids[0].clone().kids}
	}
	if s.cs {
		pt.blocked, pt.conds = false, nil
		if len(pt.wut.kids) > 0 {
			s.markCut(pt, pt.wut.kids[0].thread, s.pendingWut != nil && len(s.pendingWut.kids) > 0)
		}
		pt.alt, pt.altOK = nil, nil
		if len(pt.wut.kids) > 0 && !pt.blocked {
			// For the don't-do set the node has now.
			s.prepareAlt(pt, pt.wut.kids[0].thread)
		}
	}
}

func fromEvents(evs []rounds.Event) []*odEvent {
	out := make([]*odEvent, len(evs))
	for i, e := range evs {
		out[i] = fromEvent(e)
	}
	return out
}

// toCheck is the plain data of a context-sensitive check, its events
// numbered so that one shared by its sequences stays one.
func toCheck(c csCheck) *rounds.Check {
	out := &rounds.Check{}
	at := map[*odEvent]int{}
	pos := func(seq []*odEvent) []int {
		ps := make([]int, len(seq))
		for i, e := range seq {
			k, ok := at[e]
			if !ok {
				k = len(out.Events)
				at[e] = k
				out.Events = append(out.Events, toEvent(e))
			}
			ps[i] = k
		}
		return ps
	}
	out.Seq, out.Ref, out.Dont, out.Observers = pos(c.seq), pos(c.ref), pos(c.dont), pos(c.observers)
	if len(c.ref) == 0 && len(c.observers) == 0 {
		out.Want = append([]byte(nil), c.want[:]...)
	}
	return out
}

func fromCheck(c *rounds.Check) csCheck {
	evs := fromEvents(c.Events)
	seq := func(ps []int) []*odEvent {
		if len(ps) == 0 {
			return nil
		}
		out := make([]*odEvent, len(ps))
		for i, k := range ps {
			out[i] = evs[k]
		}
		return out
	}
	out := csCheck{seq: seq(c.Seq), ref: seq(c.Ref), dont: seq(c.Dont), observers: seq(c.Observers)}
	copy(out.want[:], c.Want)
	return out
}

// seqDetection is a detection whose execution is the sequence q at pt,
// with q's happens-before.
func (s *odpor) seqDetection(pt *odPoint, q rounds.Seq) (*detection, []*odEvent, []int) {
	v := make([]*odEvent, len(q.Events))
	maxT := 0
	for i, e := range q.Events {
		v[i] = fromEvent(e)
		maxT = max(maxT, e.Thread)
	}
	d := &detection{s: s, ob: s.ob, pts: []*odPoint{pt}, evs: v}
	if q.Placeholder {
		return d, v, nil
	}
	d.clocks = make([]hb.Clock, len(v))
	vi := make([]int, len(v))
	for k := range v {
		vi[k] = k
		c := make(hb.Clock, maxT+1)
		c[v[k].thread] = int32(k + 1)
		if k < len(q.Preds) {
			for _, h := range q.Preds[k] {
				if t := v[h].thread; c[t] < int32(h+1) {
					c[t] = int32(h + 1)
				}
			}
		}
		d.clocks[k] = c
	}
	return d, v, vi
}

// exportSeq keeps the sequence v (events vi of the execution, nil for a
// placeholder) for the owner of pt's node in the next round.
func (d *detection) exportSeq(pt *odPoint, v []*odEvent, vi []int) {
	q := rounds.Seq{Events: make([]rounds.Event, len(v))}
	for k, e := range v {
		q.Events[k] = toEvent(e)
	}
	if vi == nil {
		q.Placeholder = true
	} else {
		q.Preds = make([][]int, len(vi))
		for k := range vi {
			for h := 0; h < k; h++ {
				if d.clocks[vi[k]].At(d.evs[vi[h]].thread) >= int32(vi[h]+1) {
					q.Preds[k] = append(q.Preds[k], h)
				}
			}
		}
	}
	pt.seqs = append(pt.seqs, q)
}

// emit exports the thread choice points above the cut from depth from
// down, as the search leaves them.
func (s *odpor) emit(from int) {
	r := s.round
	n := len(r.item.Path)
	for k := from; k < s.depth && k < r.cut; k++ {
		pt := &s.points[k]
		if pt.tc == nil {
			continue
		}
		var e rounds.Export
		switch {
		case k < n:
			if len(pt.seqs) == 0 {
				continue
			}
		default:
			e.Created = k > n || r.item.Fresh
			if e.Created && s.cs {
				e.Conds = s.pathConds(k)
			}
			e.Done = doneEvents(pt)
			for _, w := range pt.dnd {
				var ws []rounds.Event
				for _, x := range w {
					ws = append(ws, toEvent(x))
				}
				e.DontDo = append(e.DontDo, ws)
			}
			for _, w := range pt.tree {
				e.Tree = append(e.Tree, toTree(w))
			}
		}
		if e.Created {
			for _, f := range pt.sleep {
				e.Sleep = append(e.Sleep, toEvent(f))
			}
			sortEvents(e.Sleep)
		}
		e.Path = s.pathTo(k)
		e.Seqs = pt.seqs
		r.out = append(r.out, e)
	}
}

// doneEvents are the branches explored from pt: the done set and the
// choice taken now.
func doneEvents(pt *odPoint) []rounds.Event {
	var out []rounds.Event
	for _, f := range pt.done {
		out = append(out, toEvent(f))
	}
	if pt.tc.Index() >= 0 {
		c := pt.tc.Thread()
		if _, ok := pt.done[c]; !ok {
			ev := pt.ev
			if ev == nil {
				ev = &odEvent{thread: c, all: true}
			}
			out = append(out, toEvent(ev))
		}
	}
	sortEvents(out)
	return out
}

func sortEvents(evs []rounds.Event) {
	for i := 1; i < len(evs); i++ {
		for j := i; j > 0 && evs[j].Thread < evs[j-1].Thread; j-- {
			evs[j], evs[j-1] = evs[j-1], evs[j]
		}
	}
}

// pathTo is the choices from the root to point k.
func (s *odpor) pathTo(k int) []int {
	path := make([]int, k)
	for j := 0; j < k; j++ {
		if pt := &s.points[j]; pt.tc != nil {
			path[j] = pt.tc.Thread()
		} else {
			path[j] = pt.dcg.Index()
		}
	}
	return path
}

// pathConds returns the cuts with conditions on the path above point k
// (rounds.Export.Conds), nil if there are none.
func (s *odpor) pathConds(k int) [][][]rounds.Var {
	var out [][][]rounds.Var
	for j := 0; j < k; j++ {
		if pt := &s.points[j]; pt.tc != nil && len(pt.conds) > 0 {
			if out == nil {
				out = make([][][]rounds.Var, k)
			}
			out[j] = toConds(pt.conds)
		}
	}
	return out
}

func toConds(cs [][]hb.Location) [][]rounds.Var {
	out := make([][]rounds.Var, len(cs))
	for i, c := range cs {
		out[i] = toVars(c)
	}
	return out
}

func fromConds(cs [][]rounds.Var) [][]hb.Location {
	if len(cs) == 0 {
		return nil
	}
	out := make([][]hb.Location, len(cs))
	for i, c := range cs {
		out[i] = fromVars(c)
	}
	return out
}

func toVars(ls []hb.Location) []rounds.Var {
	var out []rounds.Var
	for _, l := range ls {
		out = append(out, rounds.Var{Obj: uint64(l.Obj), Slot: l.Slot})
	}
	return out
}

func fromVars(vs []rounds.Var) []hb.Location {
	var out []hb.Location
	for _, v := range vs {
		out = append(out, hb.Location{Obj: jvm.SGOID(v.Obj), Slot: v.Slot})
	}
	return out
}

func toEvent(e *odEvent) rounds.Event {
	r := rounds.Event{Thread: e.thread, All: e.all, Starts: append([]int(nil), e.starts...), Cond: toVars(e.cond)}
	for _, x := range e.touches {
		r.Touches = append(r.Touches, rounds.Touch{Obj: uint64(x.loc.Obj), Slot: x.loc.Slot, Kind: uint8(x.kind)})
	}
	return r
}

func fromEvent(e rounds.Event) *odEvent {
	ev := &odEvent{thread: e.Thread, all: e.All, starts: append([]int(nil), e.Starts...), cond: fromVars(e.Cond)}
	for _, x := range e.Touches {
		ev.touches = append(ev.touches, odTouch{loc: hb.Location{Obj: jvm.SGOID(x.Obj), Slot: x.Slot}, kind: hb.Kind(x.Kind)})
	}
	return ev
}

func eventMap(evs []rounds.Event) map[int]*odEvent {
	if len(evs) == 0 {
		return nil
	}
	m := make(map[int]*odEvent, len(evs))
	for _, e := range evs {
		m[e.Thread] = fromEvent(e)
	}
	return m
}

func toTree(w *wnode) rounds.TreeNode {
	t := rounds.TreeNode{Thread: w.thread}
	if w.ev != nil {
		e := toEvent(w.ev)
		t.Event = &e
	}
	for _, k := range w.kids {
		t.Kids = append(t.Kids, toTree(k))
	}
	return t
}

func fromTree(t rounds.TreeNode) *wnode {
	w := &wnode{thread: t.Thread}
	if t.Event != nil {
		w.ev = fromEvent(*t.Event)
	}
	for _, k := range t.Kids {
		w.kids = append(w.kids, fromTree(k))
	}
	return w
}
