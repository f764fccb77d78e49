package dporengine

import (
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// Location is what an event touches: a field of an object (its SGOID and
// the field's slot), an array element, a class's static field (the
// class's statics id), an object's monitor or a thread's park permit.
type Location = hb.Location

// Pseudo-slots.
const (
	SlotMonitor = hb.SlotMonitor // lock, unlock, wait, notify, thread end (join)
	SlotPermit  = hb.SlotPermit  // park, unpark
	// SlotClassInit: a class's initialization state (with the class's
	// statics id).
	SlotClassInit = hb.SlotClassInit
	SlotSuspend   = hb.SlotSuspend // Thread.suspend, Thread.resume
	SlotStarted   = hb.SlotStarted // Thread.start, read by Thread.join
	SlotEnded     = hb.SlotEnded   // a thread's end, which Thread.join waits for
	SlotConsole   = hb.SlotConsole // a console stream
)

// Access is the DependenceInfo of the built-in analyses: one event's
// location, whether it writes, and its place in the happens-before order
// of the path.
type Access struct {
	Loc   Location
	Write bool
	// Update: a write that commutes with other updates of the location
	// (a thread's leaving its group), not with reads and writes.
	Update bool
	Thread int
	// Index is the node's depth on its path.
	Index int32
	// Before is the thread's clock before the event: the depth of the
	// last event of each thread that happens before it.
	Before clock
	clock  clock    // the clock after the event
	prev   locState // the location's accesses before this one
}

// Dependent reports whether a (earlier on the path) and b conflict and
// are concurrent: same location, different threads, one writes (and not
// both update), and a does not happen before b.
func (a *Access) dependent(b *Access) bool {
	return a.Loc == b.Loc && (a.Write || b.Write) && !(a.Update && b.Update) && a.Thread != b.Thread && a.Index > b.Before.At(a.Thread)
}

// clock is a clock vector by thread id (copy on write).
type clock = hb.Clock

// locState is a location's accesses on the path: the last write and the
// last read and update of each thread since.
type locState struct {
	write   *Node
	reads   []*Node
	updates []*Node
	// rel is the clock of the monitor's releases (and a permit's
	// unparks): a later acquire (or park's return) happens after them.
	rel clock
}

// tracker is the happens-before bookkeeping the built-in analyses share
// (Flanagan and Godefroid's clock vectors, where dependent events order
// each other): it is Resettable through an undo log, a NodeCreator that
// fills Access, and a DependentFinder that answers from the location's
// last accesses.
type tracker struct {
	filter *sharedness.Filter
	clocks map[int]clock
	locs   map[Location]locState
	undo   []undo
	// The event Mark located, for OnCreateNode.
	loc           Location
	write, update bool
	ok            bool
	// releases: the located event also releases (thread end, unpark).
	releases bool
	// fp is what the current transition touched, for sleep sets.
	fp *footprint
}

// footprint is what a transition touched, for sleep sets: two
// transitions are independent when no location one writes is touched by
// the other (releases and wake-ups count as writes of the monitor or
// permit: they change who can acquire it); see hb.Footprint.
type footprint hb.Footprint

// Conflicts implements Footprint.
func (a *footprint) Conflicts(o Footprint) bool {
	return (*hb.Footprint)(a).Conflicts((*hb.Footprint)(o.(*footprint)))
}

// PutBack implements Footprinter.
func (t *tracker) PutBack(fp Footprint) {
	f := fp.(*footprint)
	if t.fp != nil {
		f.Locs = append(f.Locs, t.fp.Locs...)
		f.All = f.All || t.fp.All
	}
	t.fp = f
}

// TakeFootprint implements Footprinter.
func (t *tracker) TakeFootprint() Footprint {
	fp := t.fp
	if fp == nil {
		fp = &footprint{}
	}
	t.fp = nil
	return fp
}

type undo struct {
	isLoc  bool
	loc    Location
	thread int
	had    bool
	ls     locState
	c      clock
}

func newTracker(f *sharedness.Filter) tracker {
	return tracker{filter: f, clocks: map[int]clock{}, locs: map[Location]locState{}}
}

// locate names what the event at p touches (hb.Of), as a node has one
// location: the event's main access. ok is false for events with no
// node: those with no location (sleep, yield, exit, spin-wait),
// accesses no other thread can make (final fields, never-break fields,
// objects only their own thread can reach), releases (an unlock, a
// wait, a class's initialization done: later acquires happen after
// them), wake-ups (the return from a wait, a park or an untimed join:
// after the notify, unpark or end, never a race; the graph has no node
// for them) and thread start, which gives the new thread its parent's
// clock here: the VM reports it after it ran, where no choice could put
// another thread before it (a join of the thread by a third one, racing
// with its start, is not reordered: docs/schedulers.md). The other
// accesses of the event are in its footprint, and those that write
// release: a thread's end lets its joiners go, a notify the thread it
// wakes.
func (t *tracker) locate(vm *jvm.VM, p *jvm.Point) (Location, bool, bool) {
	t.ok, t.releases = false, false
	var x Location
	ev := hb.Of(vm, p, t.filter)
	if !ev.Relevant {
		return x, false, false
	}
	th := p.Thread.ID()
	if t.fp == nil {
		t.fp = &footprint{}
	}
	t.fp.All = t.fp.All || ev.All
	if p.Kind == jvm.PointStart {
		if ev.Started != nil {
			t.setClock(ev.Started.ID(), t.clocks[th])
		}
		return x, false, false
	}
	main := -1
	for i, a := range ev.Accesses() {
		switch {
		case p.Wakeup || a.Kind == hb.Edge:
			t.acquire(th, a.Loc)
		case i == int(ev.Main) && a.Kind != hb.Release:
			main = i
			continue // the node's: touched below
		case a.Kind.Writes():
			t.release(th, a.Loc)
		}
		t.fp.Locs = append(t.fp.Locs, a.Touch())
	}
	if main < 0 {
		return x, false, false
	}
	a := ev.Accesses()[main]
	t.fp.Locs = append(t.fp.Locs, a.Touch())
	write, update := a.Kind != hb.Read, a.Kind == hb.Update
	// A write of a pseudo-slot (a thread's end, a permit, a suspension)
	// releases: what waits for it (a join, a park's return) happens
	// after it.
	t.releases = a.Kind == hb.Write && a.Loc.Slot < 0
	t.loc, t.write, t.update, t.ok = a.Loc, write, update, true
	return a.Loc, write, true
}

// release records that thread th released the monitor (or gave the
// permit) at x: whoever acquires it next does so after th's events so far.
func (t *tracker) release(th int, x Location) {
	ls := t.locs[x]
	t.undo = append(t.undo, undo{isLoc: true, loc: x, ls: ls})
	ls.rel = hb.Max(ls.rel, t.clocks[th], th)
	t.locs[x] = ls
}

// acquire joins the releases of x into thread th's clock.
func (t *tracker) acquire(th int, x Location) {
	if rel := t.locs[x].rel; rel != nil {
		t.setClock(th, hb.Max(t.clocks[th], rel, th))
	}
}

// OnCreateNode records the located event as the node's Access and
// advances the clocks.
func (t *tracker) OnCreateNode(vm *jvm.VM, p *jvm.Point, n, parent *Node) {
	if !t.ok || n.Type == Replay {
		return
	}
	t.ok = false
	th := n.Thread
	cp := t.clocks[th]
	ls := t.locs[t.loc]
	a := &Access{Loc: t.loc, Write: t.write, Update: t.update, Thread: th, Index: int32(n.Depth), Before: cp, prev: ls}
	cv := hb.Max(cp, ls.rel, th) // a new clock: the others merge into it in place
	if ls.write != nil {
		cv = hb.Merge(cv, ls.write.Info.(*Access).clock)
	}
	if t.write {
		for _, r := range ls.reads {
			cv = hb.Merge(cv, r.Info.(*Access).clock)
		}
	}
	if !t.update {
		for _, u := range ls.updates {
			cv = hb.Merge(cv, u.Info.(*Access).clock)
		}
	}
	cv[th] = a.Index
	a.clock = cv
	n.Info = a
	t.setClock(th, cv)
	t.undo = append(t.undo, undo{isLoc: true, loc: t.loc, ls: ls})
	rel := ls.rel
	if t.releases {
		rel = hb.Max(rel, cv, th)
		t.releases = false
	}
	if t.update {
		t.update = false
		t.locs[t.loc] = locState{write: ls.write, reads: ls.reads, updates: append(otherNodes(ls.updates, th), n), rel: rel}
		return
	}
	if t.write {
		t.locs[t.loc] = locState{write: n, rel: rel}
		return
	}
	reads := make([]*Node, 0, len(ls.reads)+1)
	for _, r := range ls.reads {
		if r.Thread != th {
			reads = append(reads, r)
		}
	}
	t.locs[t.loc] = locState{write: ls.write, reads: append(reads, n), updates: ls.updates, rel: rel}
}

// otherNodes returns the nodes of ns that are not thread th's.
func otherNodes(ns []*Node, th int) []*Node {
	out := make([]*Node, 0, len(ns)+1)
	for _, n := range ns {
		if n.Thread != th {
			out = append(out, n)
		}
	}
	return out
}

func (t *tracker) setClock(th int, cv clock) {
	old, had := t.clocks[th]
	t.undo = append(t.undo, undo{thread: th, had: had, c: old})
	t.clocks[th] = cv
}

// Dependent is the DependenceRelation of the built-in analyses.
func (t *tracker) Dependent(ancestor, node *Node) bool {
	a, ok1 := ancestor.Info.(*Access)
	b, ok2 := node.Info.(*Access)
	return ok1 && ok2 && a.dependent(b)
}

// LastDependent finds the nearest dependent ancestor among the location's
// last write and the reads since: every other access of the location on
// the path happens before one of these, hence before node if that one
// does, or is older than it.
func (t *tracker) LastDependent(node *Node) *Node {
	b, ok := node.Info.(*Access)
	if !ok {
		return nil
	}
	var best *Node
	consider := func(n *Node) {
		if n != nil && (best == nil || n.Depth > best.Depth) && n.Info.(*Access).dependent(b) {
			best = n
		}
	}
	consider(b.prev.write)
	if b.Write {
		for _, r := range b.prev.reads {
			consider(r)
		}
	}
	if !b.Update {
		for _, u := range b.prev.updates {
			consider(u)
		}
	}
	return best
}

// ImmutableState is the undo log's length.
func (t *tracker) ImmutableState() any { return len(t.undo) }

// ResetState undoes back to a length ImmutableState returned.
func (t *tracker) ResetState(state any) {
	mark := state.(int)
	for i := len(t.undo) - 1; i >= mark; i-- {
		u := t.undo[i]
		switch {
		case u.isLoc && (u.ls.write != nil || u.ls.reads != nil || u.ls.rel != nil):
			t.locs[u.loc] = u.ls
		case u.isLoc:
			delete(t.locs, u.loc)
		case u.had:
			t.clocks[u.thread] = u.c
		default:
			delete(t.clocks, u.thread)
		}
	}
	t.undo = t.undo[:mark]
	t.ok, t.releases, t.fp = false, false, nil
}
