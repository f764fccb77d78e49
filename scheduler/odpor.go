package scheduler

import (
	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// odpor is Optimal DPOR with wakeup trees and sleep sets (Abdulla,
// Aronis, Jonsson, Sagonas, JACM 2017; paper 002 Algorithm 1 in black,
// with the sleep sets of the original for the redundancy check): a
// stateless search that explores one execution per Mazurkiewicz trace of
// the happens-before relation below.
//
// Events. Before every POR-relevant instruction (the accesses jpf and
// clockvector break at) the running thread stops at a choice point, so
// an event is one thread's transition from a choice point to the next:
// at most one access others can see (more where the VM cannot break, in
// atomic sections and java.util.concurrent operations), then local work.
// An event's footprint is the accesses it makes (odTouch): reads and
// writes of fields, elements and statics, a monitor's taking and giving
// up by its outermost lock and unlock (acquire, release), a wait set
// (wait, notify), a park permit, a class's initialization, a thread's
// start and end. Two events are dependent when they touch one location
// and not both only read it; an edge touch (the wake-up of a wait, park
// or join, a started thread's first event) only orders.
//
// Happens-before (hb) is program order, thread start, and dependence in
// the order of the execution. Each execution ends with race detection
// (Algorithm 1, lines 24-31): for events e, e' of different threads with
// e → e' and no event between them in hb, let E' be the execution up to
// e and v the events after e that do not happen after it, then e'; v is
// inserted into the wakeup tree of E' unless a thread asleep or done at
// E' is a weak initial of v (an equivalent execution is or was explored
// there). A lock is the exception: a lock by q after an unlock by p
// races with p's lock that began the ownership, and the reversal puts q's
// lock before that (Nidhugg's treatment); a race whose reversal needs an
// event that happens after the point it would go back to (a notify
// before a wait's return) is no race.
//
// Wakeup trees are followed: at a choice point whose tree has children
// their threads are the choices, in the tree's order, and the subtree of
// the chosen one goes down to the next point. Where the tree is empty
// one thread that is enabled and not asleep runs (the running thread if
// it can, not a busy-waiter that called Thread.onSpinWait if another can,
// not a thread about to block on a monitor another holds if another can).
// Sleep sets: a thread explored from a point, and a thread asleep there
// whose event does not depend on the one taken, sleep at the next point.
//
// A data choice (Verify.getInt and the like) is no event: the event of
// the thread that asked goes on through it, and the wakeup subtree passes
// through to every value's branch.
//
// Without state matching a busy-wait loop that never calls
// Thread.onSpinWait runs until --depth-limit cuts it.
type odpor struct {
	filter *sharedness.Filter
	// detLocs and detStates are detect's per-location states, kept
	// from one detection to the next for their memory.
	detLocs   map[hb.Location]int
	detStates []locState
	vm        *jvm.VM
	depth     int // choice points on the path
	points    []odPoint
	// cur is the event running now.
	cur *odEvent
	// pending is the choice this scheduler made last and the threads
	// enabled then; spinner the thread whose onSpinWait made it (-1).
	pending        *choicegen.ThreadChoice
	pendingEnabled []int
	spinner        int
	// pend holds the threads stopped before a monitorenter, by monitor.
	pend map[int]jvm.Ref
	// pendingWut is the wakeup subtree for the next choice point.
	pendingWut *wnode
	// open: the path grew since the last race detection.
	open  bool
	stats odStats
	// ob: happens-before modulo observability (odpor-ob): two writes
	// of a variable are ordered only if a later read observes the
	// second.
	ob bool
	// cs: context-sensitive checks and don't-do sets (paper 002 §3,
	// odpor_cs.go); source: source sets instead of wakeup trees (a race
	// adds one initial of its reversal as a choice, not the sequence:
	// dpor-cs).
	cs, source bool
	// inherit: the context-sensitive inheritance of don't-do sequences
	// (inheritCS; the -inherit variants, gojpf's, beyond paper 002).
	inherit bool
	// ghost: a path that a don't-do sequence cuts (or, under
	// observability, a sleep set) runs on to the program's end, so that
	// its race detection sees the reads and races after the cut; its end
	// is no execution (CountPath), and nothing is inserted at its points
	// after the cut (every execution through them is equivalent to one
	// explored). odpor-cs follows what is left of its wakeup subtree
	// first (skipsDnd).
	ghost bool
	// round: a round's work item of a distributed search (nil: none;
	// odpor_rounds.go).
	round *odRound
}

type odStats struct {
	races, inserted, redundant, covered, dropped, blocked, notEnabled int64
	// The context-sensitive checks run and passed, and the executions
	// a don't-do sequence cut (DDSBs).
	csChecks, csPassed, ddsb int64
	// csInherited: don't-do sequences that went down the tree past an
	// event they depend on, the two orders checked equal (inheritCS).
	csInherited int64
}

// touchKind is what an event does to a location (hb.Of says which).
type touchKind = hb.Kind

const (
	tRead    = hb.Read
	tWrite   = hb.Write
	tAcquire = hb.Acquire
	tRelease = hb.Release
	tEdge    = hb.Edge
	tUpdate  = hb.Update
)

type odTouch struct {
	loc  hb.Location
	kind touchKind
}

// odEvent is a thread's transition: its footprint.
type odEvent struct {
	thread  int
	touches []odTouch
	// all: it ends the program, suspends or stops a thread, or
	// interrupts one: dependent with every event.
	all bool
	// starts are the threads it started.
	starts []int
	// cond, on the last event of a don't-do sequence, is the condition
	// under which the sequence holds: no later read of these variables.
	// A sequence gets one when it goes down the tree past an event
	// whose only conflict with its last event is a write of these
	// variables by both (odpor-cs-ob; inheritDnd).
	cond []hb.Location
}

func (e *odEvent) touch(loc hb.Location, k touchKind) {
	if e.touches == nil {
		// Room for a few at once: most events touch several.
		e.touches = make([]odTouch, 0, 8)
	}
	e.touches = append(e.touches, odTouch{loc, k})
}

func (e *odEvent) clone() *odEvent {
	c := *e
	c.touches = append([]odTouch(nil), e.touches...)
	c.starts = append([]int(nil), e.starts...)
	c.cond = append([]hb.Location(nil), e.cond...)
	return &c
}

// dependent reports whether e and f may not commute.
func (e *odEvent) dependent(f *odEvent) bool {
	if e.all || f.all {
		return true
	}
	for _, x := range e.touches {
		for _, y := range f.touches {
			if x.loc == y.loc && conflict(x.kind, y.kind) {
				return true
			}
		}
	}
	return false
}

// conflict reports whether two touches of one location do not commute.
func conflict(a, b touchKind) bool {
	if a == tUpdate || b == tUpdate {
		return a != b && a != tEdge && b != tEdge
	}
	return a.Writes() || b.Writes()
}

// wnode is a node of a wakeup tree: a thread and the event it is
// expected to take there, and the children in the tree's order.
type wnode struct {
	thread int
	ev     *odEvent
	kids   []*wnode
}

// leafKids returns a wakeup tree's kids that are one leaf, thread t, in
// one allocation.
func leafKids(t int) []*wnode {
	l := &struct {
		n wnode
		k [1]*wnode
	}{n: wnode{thread: t}}
	l.k[0] = &l.n
	return l.k[:]
}

// clone copies the tree below n (events are shared: they never change).
func (n *wnode) clone() *wnode {
	if n == nil {
		return nil
	}
	c := &wnode{thread: n.thread, ev: n.ev, kids: make([]*wnode, len(n.kids))}
	for i, k := range n.kids {
		c.kids[i] = k.clone()
	}
	return c
}

func (n *wnode) child(t int) *wnode {
	for _, k := range n.kids {
		if k.thread == t {
			return k
		}
	}
	return nil
}

func (n *wnode) remove(t int) {
	for i, k := range n.kids {
		if k.thread == t {
			n.kids = append(n.kids[:i:i], n.kids[i+1:]...)
			return
		}
	}
}

type odPoint struct {
	tc      *choicegen.ThreadChoice // nil at a data choice
	enabled []int
	sleep   map[int]*odEvent // asleep here: an equivalent order is explored
	done    map[int]*odEvent // explored from here
	wut     *wnode           // the wakeup tree (its root)
	ev      *odEvent         // the event taken from here on the path
	pend    map[int]jvm.Ref
	// At a data choice: the event that goes on through it as it was,
	// and the wakeup subtree that passes through.
	mark    *odEvent
	dataWut *wnode
	dcg     choicegen.CG // the data choice
	// ghost: the point is on a path run on past its cut (odpor.ghost).
	ghost bool
	// In a round (odpor_rounds.go): the point is above the cut and not
	// the item's node, so races that reverse here are exported (seqs),
	// as are the wakeup branches it did not take (tree).
	export bool
	seqs   []rounds.Seq
	tree   []*wnode
	csPoint
}

type odSaved struct{ depth int }

func (s *odpor) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	s.vm = vm
	t := p.Thread.ID()
	delete(s.pend, t)
	if p.AtomicStart && p.CanBreak {
		return s.self(vm, p)
	}
	switch p.Kind {
	case jvm.PointSpinWait:
		if p.CanBreak {
			cg := s.self(vm, p)
			s.spinner = t
			return cg
		}
		return nil
	case jvm.PointExitCall, jvm.PointSleep:
		// Before the program's end; after Thread.sleep, where the
		// sleeper's status (TIMED_WAITING, which getState shows) is
		// written back when it runs on, in a step of its own.
		if p.CanBreak {
			return s.self(vm, p)
		}
		return nil
	}
	ev := hb.Of(vm, p, s.filter)
	if !ev.Relevant {
		return nil
	}
	switch p.Kind {
	case jvm.PointTerminate, jvm.PointGroupLeave, jvm.PointStart, jvm.PointInterrupt, jvm.PointExit:
		// Told after they ran, or at the thread's end: part of the step
		// they end.
	default:
		// A join is a step of its own, so that whether the thread ended
		// before (the join returns in the same step) or after (it
		// returns in a step that begins with the wake-up) the program's
		// steps are the same.
		if p.CanBreak {
			return s.self(vm, p)
		}
	}
	for _, a := range ev.Accesses() {
		s.cur.touch(a.Loc, a.Kind)
	}
	s.cur.all = s.cur.all || ev.All
	if ev.Started != nil {
		s.cur.starts = append(s.cur.starts, ev.Started.ID())
	}
	return nil
}

// self is the choice point before p, which SaveState fills.
func (s *odpor) self(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	tc := choicegen.NewThreadChoice(p.ChoiceID(), []int{p.Thread.ID()})
	s.pending, s.pendingEnabled = tc, vm.EnabledThreads()
	if p.Kind == jvm.PointLock {
		s.pend[p.Thread.ID()] = p.Object
	}
	return tc
}

// savePend is copyPend for a saved point: nil when there is nothing
// (restoring copies it again, into a map to write).
func savePend(m map[int]jvm.Ref) map[int]jvm.Ref {
	if len(m) == 0 {
		return nil
	}
	return copyPend(m)
}

func copyPend(m map[int]jvm.Ref) map[int]jvm.Ref {
	c := make(map[int]jvm.Ref, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

func (s *odpor) SaveState(cg choicegen.CG) any {
	tc, isThread := cg.(*choicegen.ThreadChoice)
	own := isThread && tc == s.pending
	enabled := s.pendingEnabled
	self, spinner := -1, -1
	if own {
		self, spinner = tc.Threads[0], s.spinner
	} else {
		enabled = nil
		if isThread {
			enabled = append([]int(nil), tc.Threads...)
		}
	}
	s.pending, s.pendingEnabled, s.spinner = nil, nil, -1
	s.open = true
	if !isThread {
		s.points = append(s.points[:s.depth], odPoint{mark: s.cur.clone(), dataWut: s.pendingWut.clone(), pend: savePend(s.pend), dcg: cg, ghost: s.ghost})
		s.depth++
		return odSaved{s.depth}
	}
	prev, ev := s.fileEvent()
	var sleep map[int]*odEvent // made when a thread falls asleep
	var cutSleep map[int]bool
	if ev != nil {
		for k, m := range []map[int]*odEvent{prev.sleep, prev.done} {
			for r, f := range m {
				if r != ev.thread && !f.dependent(ev) {
					if sleep == nil {
						sleep = map[int]*odEvent{}
					}
					sleep[r] = f
					if k == 0 && prev.cutSleep[r] || k == 1 && prev.cutDone[r] {
						if cutSleep == nil {
							cutSleep = map[int]bool{}
						}
						cutSleep[r] = true
					} else if cutSleep != nil {
						delete(cutSleep, r)
					}
				}
			}
		}
		if self < 0 && contains(enabled, ev.thread) {
			self = ev.thread
		}
	}
	var dnd [][]*odEvent
	if s.cs && prev != nil {
		if s.afterEvent(prev, ev) {
			// A don't-do sequence cut the path here: it runs on to the
			// end, for the reads (odpor-cs-ob) and the races
			// (odpor-cs, dpor-cs: javatests/odpor/CutSource) after the
			// cut (odpor.ghost).
			s.ghost = true
		}
		if !s.ghost {
			dnd = s.inheritCS(prev, ev)
		}
	}
	var kids []*wnode
	if w := s.pendingWut; w != nil && (!s.ghost || s.skipsDnd()) {
		for _, k := range w.kids {
			if contains(enabled, k.thread) {
				kids = append(kids, k)
			} else {
				s.stats.dropped++
			}
		}
	}
	s.pendingWut = nil
	if s.skipsDnd() && !s.ghost {
		kids = skipUnitDnd(kids, dnd)
	}
	if len(kids) == 0 && !s.ghost {
		if t := s.freeChoice(enabled, sleep, dnd, self, spinner); t >= 0 {
			kids = leafKids(t)
		} else if kids = ddsbChoices(enabled, sleep, dnd); len(kids) == 0 {
			s.stats.blocked++
			s.ghost = s.ob
		}
	}
	if s.ghost && len(enabled) > 0 && (len(kids) == 0 || !s.skipsDnd()) {
		t := enabled[0]
		if contains(enabled, self) {
			t = self
		}
		kids = leafKids(t)
	}
	tc.Threads = tc.Threads[:0]
	for _, k := range kids {
		tc.Threads = append(tc.Threads, k.thread)
	}
	s.points = append(s.points[:s.depth], odPoint{tc: tc, enabled: enabled, sleep: sleep, wut: &wnode{kids: kids}, pend: savePend(s.pend)})
	s.depth++
	s.points[s.depth-1].ghost = s.ghost
	if s.cs {
		pt := &s.points[s.depth-1]
		pt.dnd, pt.cutSleep = dnd, cutSleep
		if len(kids) > 0 {
			s.markCut(pt, kids[0].thread, len(kids[0].kids) > 0)
			if !pt.blocked {
				s.prepareAlt(pt, kids[0].thread)
			}
		}
	}
	s.cur = &odEvent{}
	if len(kids) > 0 {
		s.pendingWut = &wnode{kids: kids[0].clone().kids}
	}
	if s.round != nil {
		s.roundPoint(&s.points[s.depth-1])
	}
	return odSaved{s.depth}
}

// freeChoice picks the thread to run where the wakeup tree is empty: one
// enabled, not asleep and not a don't-do sequence of its own, preferably
// self, not the spinner and not one
// about to block on a monitor another thread holds; -1 if all sleep.
func (s *odpor) freeChoice(enabled []int, sleep map[int]*odEvent, dnd [][]*odEvent, self, spinner int) int {
	blocks := func(t int) bool {
		r, ok := s.pend[t]
		if !ok || s.vm == nil {
			return false
		}
		owner, _ := s.vm.MonitorOwner(r)
		return owner != nil && owner.ID() != t
	}
	best, rank := -1, 4
	for _, t := range enabled {
		if sleep[t] != nil || unitDnd(dnd, t) {
			continue
		}
		r := 0
		if t != self {
			r = 1
		}
		if t == spinner {
			r = 2
		}
		if blocks(t) {
			r = 3
		}
		if r < rank {
			best, rank = t, r
		}
	}
	return best
}

// fileEvent ends the running event: it becomes the event of the last
// thread choice point on the path (nil before the first).
func (s *odpor) fileEvent() (*odPoint, *odEvent) {
	for k := s.depth - 1; k >= 0; k-- {
		pt := &s.points[k]
		if pt.tc == nil {
			continue
		}
		if pt.tc.Index() < 0 || pt.ev != nil {
			return pt, pt.ev
		}
		ev := s.cur
		ev.thread = pt.tc.Thread()
		pt.ev = ev
		s.cur = &odEvent{}
		return pt, ev
	}
	s.cur = &odEvent{}
	return nil, nil
}

func (s *odpor) RestoreState(saved any) {
	sv := saved.(odSaved)
	if s.open {
		s.detect()
	}
	if s.round != nil {
		s.emit(sv.depth)
	}
	s.depth = sv.depth
	s.points = s.points[:sv.depth]
	pt := &s.points[sv.depth-1]
	s.ghost = pt.ghost
	s.pend = copyPend(pt.pend)
	s.pending, s.pendingEnabled, s.spinner = nil, nil, -1
	s.open = true
	if pt.tc == nil {
		// The event of the thread that asked goes on from the mark.
		for k := sv.depth - 2; k >= 0; k-- {
			if q := &s.points[k]; q.tc != nil {
				q.ev = nil
				break
			}
		}
		s.cur = pt.mark.clone()
		s.pendingWut = pt.dataWut.clone()
		return
	}
	if s.cs {
		s.probe(pt)
	}
	c := pt.tc.Thread()
	if pt.done == nil {
		pt.done = map[int]*odEvent{}
	}
	if pt.blocked {
		if pt.cutDone == nil {
			pt.cutDone = map[int]bool{}
		}
		pt.cutDone[c] = true
	}
	if pt.ev != nil {
		pt.done[c] = pt.ev
	} else {
		pt.done[c] = &odEvent{thread: c, all: true}
	}
	pt.wut.remove(c)
	pt.ev = nil
	pt.postOK = false // the state after the next event is another
	s.cur = &odEvent{}
	s.pendingWut = nil
	if i := pt.tc.Index() + 1; i < len(pt.tc.Threads) {
		if k := pt.wut.child(pt.tc.Threads[i]); k != nil {
			s.pendingWut = &wnode{kids: k.clone().kids}
		}
		s.markCut(pt, pt.tc.Threads[i], s.pendingWut != nil && len(s.pendingWut.kids) > 0)
		if s.cs && !pt.blocked {
			s.prepareAlt(pt, pt.tc.Threads[i])
		}
	}
}

// Reordered follows a reordered choice point (jvm.ChoiceReorderer): the
// wakeup subtree that goes down is the new first choice's.
func (s *odpor) Reordered(saved any) {
	sv := saved.(odSaved)
	if sv.depth != s.depth {
		return
	}
	pt := &s.points[sv.depth-1]
	if pt.tc == nil || len(pt.tc.Threads) == 0 {
		return
	}
	first := pt.tc.Threads[0]
	s.pendingWut = nil
	if k := pt.wut.child(first); k != nil {
		s.pendingWut = &wnode{kids: k.clone().kids}
	}
	if s.cs {
		s.markCut(pt, first, s.pendingWut != nil && len(s.pendingWut.kids) > 0)
	}
}

// Refill runs the race detection of an execution that just ended (the
// search asks at the deepest point first, before it leaves any) and
// reports whether the point got choices.
func (s *odpor) Refill(saved any) bool {
	if s.open {
		s.detect()
	}
	sv := saved.(odSaved)
	pt := &s.points[sv.depth-1]
	return pt.tc != nil && pt.tc.HasMore()
}

// detection is the race detection of one execution.
type detection struct {
	s      *odpor
	ob     bool
	pts    []*odPoint // the thread choice points with an event, in order
	evs    []*odEvent
	clocks []hb.Clock // clocks[i][t]: 1 + the last event of t that happens before or is i
	// nocheck: insert without the redundancy check (a round's item
	// sequence that its exporter's tree already had).
	nocheck bool
}

// odPred is a direct hb-predecessor of an event: event idx, met by the
// event's touch at pos (-1: program order, start, an all-event), racing
// with it (racy) when the order could be reversed before anchor.
type odPred struct {
	idx, anchor, pos int
	racy             bool
	// observer is the last read that observes a write-write race
	// (odpor-ob), -1 if none.
	observer int
}

type locState struct {
	w, wAnchor int
	reads      byThread // each thread's last read since the write
	updates    byThread // each thread's last update since the write
	acq        int      // the acquire that began the current ownership
}

// locState returns detect's state of location x, made (empty) if new.
// It is valid until the next call.
func (s *odpor) locState(x hb.Location) *locState {
	if k, ok := s.detLocs[x]; ok {
		return &s.detStates[k]
	}
	k := len(s.detStates)
	s.detLocs[x] = k
	if k < cap(s.detStates) {
		// Reuse the lists of an earlier detection's state.
		s.detStates = s.detStates[:k+1]
		ls := &s.detStates[k]
		*ls = locState{w: -1, acq: -1, reads: ls.reads[:0], updates: ls.updates[:0]}
		return ls
	}
	s.detStates = append(s.detStates, locState{w: -1, acq: -1})
	return &s.detStates[k]
}

// byThread holds an event index for each of a few threads, in the order
// the threads came (a small map without hashing or allocation per
// location).
type byThread []threadEvent

type threadEvent struct{ thread, ev int }

// set makes ev thread t's entry.
func (b *byThread) set(t, ev int) {
	for k := range *b {
		if (*b)[k].thread == t {
			(*b)[k].ev = ev
			return
		}
	}
	*b = append(*b, threadEvent{t, ev})
}

// detect runs race detection on the path (Algorithm 1, lines 24-31).
func (s *odpor) detect() {
	s.open = false
	s.fileEvent()
	d := &detection{s: s, ob: s.ob}
	d.pts, d.evs = make([]*odPoint, 0, s.depth), make([]*odEvent, 0, s.depth)
	width := 0 // the threads' clock entries: 1 + the largest id
	for k := 0; k < s.depth; k++ {
		if pt := &s.points[k]; pt.tc != nil && pt.ev != nil {
			d.pts = append(d.pts, pt)
			d.evs = append(d.evs, pt.ev)
			width = max(width, pt.ev.thread+1)
		}
	}
	n := len(d.evs)
	d.clocks = make([]hb.Clock, n)
	// The events' clocks, all as wide as the widest, carved from one
	// array (merging them never has to grow one).
	clockBuf := make([]int32, n*width)
	observedBy := map[wkey][]int{}
	if d.ob {
		observedBy = d.observers()
	}
	obs := map[hb.Location]*obLoc{}
	if s.detLocs == nil {
		s.detLocs = map[hb.Location]int{}
	}
	clear(s.detLocs)
	s.detStates = s.detStates[:0]
	lastOf := map[int]int{}
	startedBy := map[int]int{}
	lastAll := -1
	type race struct{ a, i int }
	var races []race
	var scratch hb.Clock
	var predBuf []odPred
	observer := map[race]int{}
	obLoc := map[race]hb.Location{} // the variable of an observed race
	// plain: the race is also one without observers (e' reads what e
	// wrote, or e reads what e' writes): reversing it is enough.
	plain := map[race]bool{}
	seen := map[race]bool{}
	for i, ev := range d.evs {
		t := ev.thread
		preds := predBuf[:0] // the event's alone: a reused buffer
		if j, ok := lastOf[t]; ok {
			preds = append(preds, odPred{idx: j, anchor: j, pos: -1, observer: -1})
		} else if j, ok := startedBy[t]; ok {
			preds = append(preds, odPred{idx: j, anchor: j, pos: -1, observer: -1})
		}
		if lastAll >= 0 {
			preds = append(preds, odPred{idx: lastAll, anchor: lastAll, pos: -1, racy: true, observer: -1})
		}
		if ev.all {
			for _, j := range lastOf {
				preds = append(preds, odPred{idx: j, anchor: j, pos: -1, racy: true, observer: -1})
			}
		}
		for pos, x := range ev.touches {
			if d.ob && isData(x) {
				preds = d.obTouch(preds, obs, observedBy, i, pos, x)
				continue
			}
			ls := s.locState(x.loc)
			if ls.w >= 0 && ls.w != i {
				preds = append(preds, odPred{idx: ls.w, anchor: ls.wAnchor, pos: pos, racy: x.kind != tEdge, observer: -1})
			}
			if x.kind != tUpdate && x.kind != tEdge {
				for _, ue := range ls.updates {
					if u := ue.ev; u != i {
						preds = append(preds, odPred{idx: u, anchor: u, pos: pos, racy: true, observer: -1})
					}
				}
			}
			if x.kind == tUpdate {
				for _, re := range ls.reads {
					if r := re.ev; r != i {
						preds = append(preds, odPred{idx: r, anchor: r, pos: pos, racy: true, observer: -1})
					}
				}
				ls.updates.set(t, i)
				continue
			}
			if !x.kind.Writes() {
				if x.kind == tRead {
					ls.reads.set(t, i)
				}
				continue
			}
			for _, re := range ls.reads {
				if r := re.ev; r != i {
					preds = append(preds, odPred{idx: r, anchor: r, pos: pos, racy: true, observer: -1})
				}
			}
			ls.w, ls.wAnchor, ls.reads, ls.updates = i, i, ls.reads[:0], ls.updates[:0]
			switch x.kind {
			case tAcquire:
				ls.acq = i
			case tRelease:
				if ls.acq >= 0 && d.evs[ls.acq].thread == t {
					ls.wAnchor = ls.acq
				}
			}
		}
		// One new clock for the event, the predecessors' merged into it.
		cv := hb.Clock(clockBuf[i*width : (i+1)*width : (i+1)*width])
		for _, p := range preds {
			cv = hb.Merge(cv, d.clocks[p.idx])
		}
		cv[t] = int32(i + 1)
		d.clocks[i] = cv
		for _, p := range preds {
			if !p.racy || d.evs[p.idx].thread == t {
				continue
			}
			excl := scratch[:0] // read only below: a reused buffer
			enabling := false
			// The step of the event at this touch: what it touched
			// before, and what came before the event.
			for _, q := range preds {
				if q.pos > p.pos {
					continue
				}
				if q.idx != p.idx {
					excl = hb.Merge(excl, d.clocks[q.idx])
				} else if !q.racy {
					enabling = true
				}
			}
			if enabling {
				continue // i needs p.idx to happen first (a join, a start)
			}
			scratch = excl
			if d.before(p.idx, excl) || d.before(p.anchor, excl) {
				continue // not adjacent in hb, or not reversible there
			}
			r := race{p.anchor, i}
			if !seen[r] {
				seen[r] = true
				races = append(races, r)
			}
			if p.observer >= 0 {
				observer[r] = max(observer[r], p.observer+1)
				obLoc[r] = ev.touches[p.pos].loc
			} else {
				plain[r] = true
			}
		}
		predBuf = preds
		lastOf[t] = i
		for _, c := range ev.starts {
			startedBy[c] = i
		}
		if ev.all {
			lastAll = i
		}
	}
	for _, r := range races {
		s.stats.races++
		if o := observer[r] - 1; o >= 0 && o < n && !plain[r] {
			v, vi := d.reverseObserved(r.a, r.i, o)
			if d.insert(r.a, v, vi) && s.cs {
				d.checkObserved(r.a, r.i, obLoc[r], v, vi)
			}
			continue
		}
		v, vi := d.reverse(r.a, r.i)
		if d.insert(r.a, v, vi) && s.cs || d.checkRedundant(r.a, v) {
			d.check(r.a, r.i, v)
		}
	}
	// An event that ends the program (or stops a thread) disables the
	// others' next steps: each thread enabled before it goes first once.
	for i, ev := range d.evs {
		if !ev.all {
			continue
		}
		for _, u := range d.pts[i].enabled {
			if u != ev.thread {
				d.insert(i, []*odEvent{{thread: u, all: true}}, nil)
			}
		}
	}
}

// isData reports whether a touch reads or writes a program variable (a
// field, an element, a static), the touches observability applies to.
func isData(x odTouch) bool {
	return x.loc.Slot >= 0 && (x.kind == tRead || x.kind == tWrite)
}

// wkey is a write: an event and the variable it writes.
type wkey struct {
	ev  int
	loc hb.Location
}

// obLoc is what a variable remembers under observability: its last
// observed write, the unobserved writes since (unordered among
// themselves), and the reads since the observed write by thread.
type obLoc struct {
	last    int
	pending []int
	reads   map[int]int
}

// observers returns, for each write of a variable, the reads that see
// it: the first of each thread after it and before the next write.
func (d *detection) observers() map[wkey][]int {
	out := map[wkey][]int{}
	last := map[hb.Location]int{}
	seen := map[wkey]map[int]bool{}
	for i, ev := range d.evs {
		for _, x := range ev.touches {
			if !isData(x) {
				continue
			}
			if x.kind == tWrite {
				last[x.loc] = i
				continue
			}
			w, ok := last[x.loc]
			if !ok || w == i {
				continue
			}

			k := wkey{w, x.loc}
			if seen[k] == nil {
				seen[k] = map[int]bool{}
			}
			if !seen[k][ev.thread] {
				seen[k][ev.thread] = true
				out[k] = append(out[k], i)
			}
		}
	}
	return out
}

// obTouch adds the hb-predecessors of event i's touch x of a variable
// under observability: a read follows the write it reads; a write
// follows the reads since the last observed write and, if a later read
// observes it, the writes since that one too (the race then has that
// read as its observer).
func (d *detection) obTouch(preds []odPred, obs map[hb.Location]*obLoc, observedBy map[wkey][]int, i, pos int, x odTouch) []odPred {
	ol := obs[x.loc]
	if ol == nil {
		ol = &obLoc{last: -1, reads: map[int]int{}}
		obs[x.loc] = ol
	}
	t := d.evs[i].thread
	if x.kind == tRead {
		if ol.last >= 0 && ol.last != i {
			preds = append(preds, odPred{idx: ol.last, anchor: ol.last, pos: pos, racy: true, observer: -1})
		}
		ol.reads[t] = i
		return preds
	}
	for _, r := range ol.reads {
		if r != i {
			preds = append(preds, odPred{idx: r, anchor: r, pos: pos, racy: true, observer: -1})
		}
	}
	os := observedBy[wkey{i, x.loc}]
	if len(os) == 0 {
		ol.pending = append(ol.pending, i)
		return preds
	}
	o := os[len(os)-1]
	for _, w := range append(ol.pending, ol.last) {
		if w >= 0 && w != i {
			preds = append(preds, odPred{idx: w, anchor: w, pos: pos, racy: true, observer: o})
		}
	}
	ol.last, ol.pending, ol.reads = i, nil, map[int]int{}
	return preds
}

// reverseObserved handles a race between writes a and i that read o
// observes (paper 002 Fig. 5, line 6): the events after a that do not
// happen after it, then i, then a, then what o needs of the rest, then
// o, which then sees a's value.
func (d *detection) reverseObserved(a, i, o int) ([]*odEvent, []int) {
	ta := d.evs[a].thread
	var v []*odEvent
	var vi []int
	add := func(j int) {
		v = append(v, d.evs[j])
		vi = append(vi, j)
	}
	for j := a + 1; j < len(d.evs); j++ {
		if j != i && d.clocks[j].At(ta) < int32(a+1) {
			add(j)
		}
	}
	add(i)
	add(a)
	for j := a + 1; j < o; j++ {
		if j != i && d.clocks[j].At(ta) >= int32(a+1) && d.clocks[o].At(d.evs[j].thread) >= int32(j+1) {
			add(j)
		}
	}
	add(o)
	return v, vi
}

// before reports whether event j happens before the clock c.
func (d *detection) before(j int, c hb.Clock) bool {
	return c.At(d.evs[j].thread) >= int32(j+1)
}

// reverse handles the race between events a and i: the events after a
// that do not happen after it, then i, go into the wakeup tree before a.
func (d *detection) reverse(a, i int) ([]*odEvent, []int) {
	ta := d.evs[a].thread
	var v []*odEvent
	var vi []int
	for j := a + 1; j < len(d.evs); j++ {
		if j == i || d.clocks[j].At(ta) >= int32(a+1) {
			continue
		}
		v = append(v, d.evs[j])
		vi = append(vi, j)
	}
	v = append(v, d.evs[i])
	vi = append(vi, i)
	return v, vi
}

// insert puts the sequence v (events of this execution at indices vi, or
// placeholders when vi is nil) into the wakeup tree of point a unless a
// thread asleep or done there is one of its weak initials; it reports
// whether v was new there (inserted, or covered by what the tree has).
// With source sets one initial of v becomes a choice instead.
func (d *detection) insert(a int, v []*odEvent, vi []int) bool {
	pt := d.pts[a]
	if pt.ghost {
		// After a don't-do sequence's cut: every execution through
		// here is equivalent to one explored.
		return false
	}
	if d.s.source && pt.export {
		// Above a round's cut: the node's owner, which has its sleep and
		// done sets and its source set, picks the initial.
		d.exportSeq(pt, v, vi)
		return true
	}
	if d.s.source {
		return d.insertSource(a, v, vi)
	}
	v, vi = d.unblocked(a, v, vi)
	if !d.nocheck && d.redundant(a, v, vi) {
		d.s.stats.redundant++
		return false
	}
	if !contains(pt.enabled, v[0].thread) {
		// Its first event cannot go first there (it waits for
		// something that happens later): not a reversible race.
		d.s.stats.notEnabled++
		return false
	}
	if pt.export {
		// Above a round's cut: the node's owner inserts it in the next
		// round.
		d.exportSeq(pt, v, vi)
		return true
	}
	node := pt.wut
	// dnd: the don't-do set at node, as it goes down the tree from pt
	// (inheritDnd; the -inherit schedulers may keep more below).
	dnd := pt.dnd
	for len(v) > 0 {
		var next *wnode
		for _, k := range node.kids {
			if d.s.cs && !(d.ob && len(k.kids) > 0) && (hardUnitDnd(dnd, k.thread) || node == pt.wut && pt.cutDone[k.thread]) {
				continue // cut at once where it is taken (cutAtOnce)
			}
			if d.wi(k.thread, k.ev, v, vi) {
				next = k
				break
			}
		}
		if next == nil {
			d.s.stats.inserted++
			for j, e := range v {
				n := &wnode{thread: e.thread, ev: e}
				node.kids = append(node.kids, n)
				if j == 0 && node == pt.wut {
					pt.tc.Add(e.thread)
				}
				node = n
			}
			return true
		}
		if len(next.kids) == 0 {
			d.s.stats.covered++
			return true
		}
		for j, e := range v {
			if e.thread == next.thread {
				v = append(v[:j:j], v[j+1:]...)
				if vi != nil {
					vi = append(vi[:j:j], vi[j+1:]...)
				}
				break
			}
		}
		if d.s.cs {
			dnd = inheritDnd(dnd, next.ev, d.ob)
		}
		node = next
	}
	d.s.stats.covered++
	return true
}

// redundant reports whether inserting v before event a would explore
// an equivalent of what is explored or asleep: a thread asleep or done
// at a is a weak initial of v; under observability (where sleep sets
// cannot see independence that a later read decides), a thread done at
// any earlier point is a weak initial of the path from there, then v
// (paper 002, line 30).
func (d *detection) redundant(a int, v []*odEvent, vi []int) bool {
	if !d.ob {
		pt := d.pts[a]
		for _, m := range []map[int]*odEvent{pt.sleep, pt.done} {
			for q, f := range m {
				if pt.done[q] == f && d.cutAtOnce(pt, q) || pt.sleep[q] == f && pt.cutSleep[q] {
					continue
				}
				if d.weakInitial(q, f, v, vi) {
					return true
				}
			}
		}
		return false
	}
	for k := a; k >= 0 && k >= a-obWindow; k-- {
		if len(d.pts[k].done) == 0 && len(d.pts[k].sleep) == 0 {
			continue
		}
		seq := append(append([]*odEvent(nil), d.evs[k:a]...), v...)
		for _, m := range []map[int]*odEvent{d.pts[k].done, d.pts[k].sleep} {
			for q, f := range m {
				if weakInitialSeq(q, f, seq) {
					return true
				}
			}
		}
	}
	return false
}

// obWindow bounds how far back from the race the redundancy check under
// observability looks for a point where the sequence was explored: a
// deep path (a busy-wait unrolled by a stateless search) would otherwise
// cost the cube of its length. Missing an earlier point only explores
// more.
const obWindow = 128

// wi is weakInitial, or weakInitialSeq under observability.
func (d *detection) wi(q int, f *odEvent, v []*odEvent, vi []int) bool {
	if d.ob {
		return weakInitialSeq(q, f, v)
	}
	return d.weakInitial(q, f, v, vi)
}

// weakInitialSeq is weakInitial for a sequence of events whose
// happens-before is taken in the sequence's own order, modulo
// observability: two writes of a variable are ordered only if a read
// later in the sequence sees the second (f, when q takes no event in
// seq, goes after them all).
func weakInitialSeq(q int, f *odEvent, seq []*odEvent) bool {
	for k, e := range seq {
		if e.thread != q {
			continue
		}
		for h := 0; h < k; h++ {
			if obDependent(seq, h, k, false) {
				return false
			}
		}
		return true
	}
	if f == nil {
		return false
	}
	ext := append(seq[:len(seq):len(seq)], f)
	for h := range seq {
		if obDependent(ext, h, len(seq), false) {
			return false
		}
	}
	return true
}

// obDependent reports whether seq[h] and seq[k] (h < k) are dependent in
// seq modulo observability. open: seq stands for executions that go on
// after it (a don't-do sequence), whose reads may see its last write of
// each variable, so that write counts as observed.
func obDependent(seq []*odEvent, h, k int, open bool) bool {
	a, b := seq[h], seq[k]
	if a.thread == b.thread || a.all || b.all {
		return true
	}
	for _, x := range a.touches {
		for _, y := range b.touches {
			if x.loc != y.loc || !x.kind.Writes() && !y.kind.Writes() {
				continue
			}
			if !isData(x) || !isData(y) || x.kind == tRead || y.kind == tRead || observedIn(seq, k, y.loc, open) {
				return true
			}
		}
	}
	return false
}

// observedIn reports whether a read after seq[k] and before the next
// write of loc sees loc.
func observedIn(seq []*odEvent, k int, loc hb.Location, open bool) bool {
	for j := k + 1; j < len(seq); j++ {
		for _, z := range seq[j].touches {
			if z.loc != loc {
				continue
			}
			if z.kind == tRead {
				return true
			}
			if z.kind.Writes() {
				return false
			}
		}
	}
	return open
}

// weakInitial reports whether thread q, whose next event is f when q
// takes none in v, is a weak initial of v: its first event in v has no
// hb-predecessor in v, or it takes none and f is independent of all.
func (d *detection) weakInitial(q int, f *odEvent, v []*odEvent, vi []int) bool {
	for k, e := range v {
		if e.thread != q {
			continue
		}
		if vi == nil {
			return k == 0
		}
		for _, h := range vi[:k] {
			if d.clocks[vi[k]].At(d.evs[h].thread) >= int32(h+1) {
				return false
			}
		}
		return true
	}
	if f == nil {
		return false
	}
	for _, e := range v {
		if f.dependent(e) {
			return false
		}
	}
	return true
}

// Report tells the counters: races reversed, sequences inserted into
// wakeup trees, races whose reversal was redundant (an equivalent order
// explored or asleep) or already covered by the tree, wakeup choices
// dropped because their thread was not enabled, and choice points where
// every enabled thread was asleep.
func (s *odpor) Report() Report {
	r := Report{Stats: []Stat{
		{"races", s.stats.races},
		{"wakeup_inserted", s.stats.inserted},
		{"wakeup_redundant", s.stats.redundant},
		{"wakeup_covered", s.stats.covered},
		{"wakeup_dropped", s.stats.dropped},
		{"not_enabled", s.stats.notEnabled},
		{"sleep_blocked", s.stats.blocked},
	}}
	if s.cs {
		r.Stats = append(r.Stats, Stat{"cs_checks", s.stats.csChecks}, Stat{"cs_passed", s.stats.csPassed}, Stat{"ddsb", s.stats.ddsb})
		if s.inherit {
			r.Stats = append(r.Stats, Stat{"cs_inherited", s.stats.csInherited})
		}
	}
	return r
}

// odVariant says which of the optimal family a registration is.
type odVariant struct{ ob, cs, source, inherit bool }

// newODPOR makes odpor or one of its variants.
func newODPOR(v odVariant) func(Options) (Scheduler, error) {
	return func(opts Options) (Scheduler, error) {
		f, _, err := newFilterPolicy(opts)
		if err != nil {
			return nil, err
		}
		return &odpor{filter: f, cur: &odEvent{}, spinner: -1, pend: map[int]jvm.Ref{}, ob: v.ob, cs: v.cs, source: v.source, inherit: v.inherit}, nil
	}
}

func init() {
	Register(Strategy{
		Name:    "odpor-ob",
		Doc:     "Optimal DPOR with observers (Aronis et al. 2018; paper 002 Fig. 5): odpor where two writes of a variable are independent unless a later read sees them; stateless, fewer executions than Mazurkiewicz traces",
		New:     newODPOR(odVariant{ob: true}),
		Optimal: OptimalObservers,
	})
	Register(Strategy{
		Name:    "odpor",
		Doc:     "Optimal DPOR with wakeup trees and sleep sets (Abdulla et al. JACM 2017; paper 002 Algorithm 1): stateless, one execution per Mazurkiewicz trace",
		New:     newODPOR(odVariant{}),
		Optimal: OptimalTraces,
	})
	Register(Strategy{
		Name: "odpor-cs",
		Doc:  "Optimal context-sensitive DPOR (paper 002 Algorithm 1 with the blue parts): odpor that also checks whether a race's two orders reach the same state and cuts executions that would only repeat it (don't-do sets); stateless",
		New:  newODPOR(odVariant{cs: true}),
	})
	Register(Strategy{
		Name: "odpor-cs-ob",
		Doc:  "Optimal context-sensitive DPOR with observers (paper 002 Algorithm 2): odpor-ob with odpor-cs's checks, observed races checked modulo observability (what each observer leaves); stateless",
		New:  newODPOR(odVariant{ob: true, cs: true}),
	})
	Register(Strategy{
		Name: "odpor-cs-inherit",
		Doc:  "odpor-cs whose don't-do sequences also go down the tree past an event they depend on when both orders reach the same state (gojpf's context-sensitive inheritance, beyond paper 002); stateless",
		New:  newODPOR(odVariant{cs: true, inherit: true}),
	})
	Register(Strategy{
		Name: "odpor-cs-ob-inherit",
		Doc:  "odpor-cs-ob whose don't-do sequences also go down the tree past an event they depend on when both orders reach the same state (gojpf's context-sensitive inheritance, beyond paper 002); stateless",
		New:  newODPOR(odVariant{ob: true, cs: true, inherit: true}),
	})
	Register(Strategy{
		Name: "dpor-cs",
		Doc:  "Context-sensitive DPOR (Albert et al. 2017; paper 002 §3.1): Source-DPOR (source sets and sleep sets) with odpor-cs's checks and don't-do sets; stateless",
		New:  newODPOR(odVariant{cs: true, source: true}),
	})
}

// BreaksAlone asks the VM for a choice point before every
// scheduling-relevant step, also where the thread is the only one
// enabled: an event is then one step in every execution, whatever the
// other threads are doing (jvm.SoloBreaker).
func (s *odpor) BreaksAlone() bool { return true }

// CountPath reports whether the path that just ended is an execution:
// not one run on past a don't-do sequence's cut.
func (s *odpor) CountPath() bool {
	if s.ghost {
		return false
	}
	if s.cs && s.ob && s.condCovered() {
		s.stats.ddsb++
		return false
	}
	return true
}
