package scheduler

import (
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// clockVector is Flanagan and Godefroid's dynamic partial-order reduction
// with clock vectors, as paper 003 (§3, Table 2) implements it in JPF.
//
// Before every POR-relevant instruction (the same ones as jpf: accesses
// to objects other threads can reach, locks, wait/notify, park/unpark,
// CAS) the running thread p stops with a choice of p alone (line 43); the
// choice grows when the search finds that another thread must run there.
// When the instruction runs, in transition k of the current path, on
// location x (a field of an object, an array element, a static field, or
// an object's monitor):
//
//   - race check (lines 26-32): for each earlier access of x that
//     conflicts with this one (the last write; for a write also the reads
//     since), made in transition i by thread q ≠ p with i > C(p)[q] (it
//     does not happen before p's instruction), p is added to the choice
//     before transition i if p was enabled there, else every thread
//     enabled there is;
//   - clocks (line 15): C(p) takes the pointwise maximum with the clocks
//     of the conflicting accesses, C(p)[p] = k, and x remembers the access
//     (L(x) = k with its clock).
//
// Table 2 treats every access of an object as dependent; this scheduler
// distinguishes the object's fields and elements and lets reads of the
// same location commute, which only removes orders that cannot differ.
// Happens-before comes from these accesses (locks, volatile fields, CAS,
// park/unpark are accesses of the object involved), from thread start
// (the child starts with its parent's clock) and thread termination (a
// write of the Thread object's eetop, which isAlive reads, and of its
// monitor, which join waits on). Missing an edge only costs reduction;
// the scheduler never invents one. Unlike Table 2 (lines 41-42), thread
// start is no choice point (it is dependent with nothing but the new
// thread's first action, which it happens before), and a choice the VM
// makes because a thread blocked or ended offers one thread, to which
// races add the others (NarrowVMChoice).
//
// Beyond Table 2, three things make it usable on Java programs:
//
//   - sleep sets (Godefroid; on unless Options.NoSleepSets): a thread
//     whose transition from a choice point was explored stays asleep in
//     the branches of the threads explored after it as long as they do
//     not touch what its transition touched; sleeping threads are not
//     chosen, nor added by the race check (which picks an awake thread
//     instead: see backtrack). This is what makes N
//     independent threads one execution and N threads writing one
//     variable N! (instead of thousands, mostly through the START choices
//     over all threads that Table 2 prescribes);
//   - Thread.onSpinWait (busy-waiting in java.util.concurrent): a choice
//     of the other enabled threads, without the spinner, whose read-only
//     iteration would otherwise repeat forever;
//   - the end of the program (main's end, System.exit) disables every
//     other thread's next step: the threads enabled before the ending
//     transition are tried there.
//
// The two copies of L and C per choice point of §3 are an undo log here:
// SaveState marks it at every choice point, RestoreState undoes back to
// the mark when the search backtracks there.
//
// Busy-wait loops without Thread.onSpinWait (while (!flag) {}) never end
// without state matching: such programs come out incomplete.
//
// DPOR with state matching is unsound in general (paper 000 §6): with
// Options.StateMatching the scheduler keeps it sound with summaries of
// the matched states' subtrees (stateful.go, after Yang et al. 2008) and
// without sleep sets; otherwise the search is stateless.
type clockVector struct {
	filter  *sharedness.Filter
	noSleep bool // Options.NoSleepSets
	// depth is the index of the transition running now: the number of
	// choice points on the path (transition 0 runs before the first).
	depth int
	// clocks[p] is C(p), by thread id; locs[x].lc what x remembers (nil:
	// nothing on this path). A location's cell stays in the map once
	// made, so that an access and its undo change the cell, not the map.
	clocks clockTable
	locs   map[location]*locCell
	// near caches locs by a hash of the location (the cells never leave
	// locs, so an entry found here is never stale).
	near [nearSize]nearCell
	// points[k] is the choice point before transition k+1, with the
	// threads enabled there.
	points []cvPoint
	undo   []cvUndo
	// pending is the choice this scheduler made last and the threads
	// enabled then (SaveState files it).
	pending        *choicegen.ThreadChoice
	pendingEnabled []int
	// pendingSpin: the pending choice is a spin-wait's (SaveState wakes
	// the sleeping threads there).
	pendingSpin bool
	// cur is the footprint of the transition running now, by curThread.
	cur       footprint
	curThread int
	// Pruned counts choice points whose every choice was asleep.
	pruned int64
	// st is the bookkeeping for state matching (nil: stateless).
	st *stateful
	// em is EM-DPOR's (emdpor.go; nil for clockvector): clocks, accesses
	// and races are then by task, not by thread.
	em *emState
	// matchedAt is the depth at which the search last matched a state
	// (with state matching): a path that ends there ends at a match.
	matchedAt int
	// bounded: made for a preemption-bounded search
	// (Options.PreemptionBounded): bounded partial-order reduction,
	// bpor.go.
	bounded bool
	// recs and ints hold the location records and the clocks made on
	// the current path (arena.go; cvSaved marks them).
	recs arena[locClock]
	ints arena[int32]
	accs arena[access]
	// savedBlock is the rest of the block newSaved takes from.
	savedBlock []cvSaved
	// touchBlock is the rest of the block takeFootprint copies into.
	touchBlock []hb.Touch
	// round: a round's work item of a distributed search (nil: none;
	// clockvector_rounds.go).
	round *cvRound
}

// footprint is what a transition touched, for sleep sets.
type footprint = hb.Footprint

// location is what an access touches.
type location = hb.Location

// clock is a clock vector by thread id (copy on write).
type clock = hb.Clock

// access is one remembered access: its transition, thread and the
// clock of the thread after it.
type access struct {
	at     int32
	thread int32
	c      clock
}

// locClock is what a location remembers: the last write, and the last
// read of each thread since (copy on write, like clock).
type locClock struct {
	write *access
	// acq is a monitor's last outermost lock (hb.Acquire): a lock (or
	// another write or update) of another thread races with it, the start of the ownership, rather
	// than only with the unlock that ended it (the next lock can never
	// come between the unlock and the lock before it; a lock attempt
	// that blocks touches nothing).
	acq    *access
	reads  []access
	rclock clock // the maximum of the reads' clocks
	// updates since the write (jvm.PointGroupLeave: they commute with
	// each other, not with reads and writes), and their clocks' maximum.
	updates []access
	uclock  clock
	// With bounded (bpor.go): every thread's last write (acquires
	// included), update and read of the location, whatever came after.
	last *lastAccesses
	// own is the access that write points to when it is the one made
	// with this record (one allocation for both).
	own access
}

// lastAccesses is every thread's last write (acquires included), update
// and read of a location (bounded only; copy on write).
type lastAccesses struct {
	w, u, r []access
}

type cvPoint struct {
	cg      choicegen.CG
	enabled []int
	// Sleep sets (Godefroid): sleep holds the threads that need not run
	// from here (an equivalent order was explored), with the footprints
	// of their next transitions; done the threads explored from here.
	sleep map[int]*footprint
	done  doneSet
	// thread runs the transition after a data choice (the one that
	// asked for it).
	thread int
	// spinner is the thread whose Thread.onSpinWait made this choice
	// (-1 if none): a race never adds it here (see backtrack).
	spinner int
	// With state matching (stateful.go): the state's id, its objects'
	// names, and what the transitions explored below it touch.
	id    int64
	canon *jvm.Canon
	sum   *building
	// ems is the event loops' state here (EM-DPOR).
	ems *emSnap
}

// locCell holds what a location remembers on the current path.
type locCell struct{ lc *locClock }

// nearSize is how many locations clockVector.near holds.
const nearSize = 256

type nearCell struct {
	loc  location
	cell *locCell
}

// cell returns x's cell, made on the first access of x.
func (s *clockVector) cell(x location) *locCell {
	n := &s.near[(uint64(x.Obj)+uint64(uint32(x.Slot))*0x9E3779B97F4A7C15)>>56]
	if n.cell != nil && n.loc == x {
		return n.cell
	}
	c := s.locs[x]
	if c == nil {
		c = &locCell{}
		s.locs[x] = c
	}
	n.loc, n.cell = x, c
	return c
}

// cvUndo restores one entry of clocks (cell nil) or a location's cell.
type cvUndo struct {
	thread int
	c      clock
	cell   *locCell
	lc     *locClock
}

type cvSaved struct {
	undo, depth      int
	recs, ints, accs int     // the arenas' marks
	actors           int     // EM-DPOR's tasks
	ems              *emSnap // and event loops
}

func (s *clockVector) SaveState(cg choicegen.CG) any {
	tc, isThread := cg.(*choicegen.ThreadChoice)
	enabled := s.pendingEnabled
	own := isThread && tc == s.pending
	if !own {
		enabled = nil
		if isThread {
			enabled = append([]int(nil), tc.Threads...)
		}
	}
	s.pending, s.pendingEnabled = nil, nil
	// The transition that just ended: file its footprint, and compute
	// the new point's sleep set: the threads asleep or done at the
	// previous point whose transitions are independent of it.
	var sleep map[int]*footprint // made when a thread falls asleep
	if s.depth > 0 && s.noSleep {
		s.endTransition(&s.points[s.depth-1])
	} else if s.depth > 0 {
		prev := &s.points[s.depth-1]
		fp := s.endTransition(prev)
		for r, f := range prev.sleep {
			if r != s.curThread && !f.Conflicts(fp) {
				if sleep == nil {
					sleep = map[int]*footprint{}
				}
				sleep[r] = f
			}
		}
		for _, d := range prev.done {
			if r, f := d.thread, d.fp; r != s.curThread && !f.Conflicts(fp) {
				if sleep == nil {
					sleep = map[int]*footprint{}
				}
				sleep[r] = f
			}
		}
	}
	spinner := -1
	if own && s.pendingSpin {
		// A busy-wait that made no progress: the threads it waits for
		// must run, asleep or not (a sleeping one would leave the
		// spinner alone, spinning for ever).
		sleep = nil
		spinner = s.curThread
	}
	s.pendingSpin = false
	if isThread {
		kept := tc.Threads[:0]
		for _, t := range tc.Threads {
			if sleep[t] == nil {
				kept = append(kept, t)
			}
		}
		tc.Threads = kept
		if len(kept) == 0 {
			s.pruned++
		}
		if !own {
			// A thread blocked or ended: one thread, as at this
			// scheduler's own points; races add the others.
			NarrowVMChoice(tc)
		}
	}
	s.points = append(s.points[:s.depth], cvPoint{cg: cg, enabled: enabled, sleep: sleep, thread: s.curThread, spinner: spinner, id: -1})
	s.depth++
	s.clearFootprint()
	s.matchedAt = -1
	saved := s.newSaved()
	*saved = cvSaved{undo: len(s.undo), depth: s.depth, recs: s.recs.mark(), ints: s.ints.mark(), accs: s.accs.mark()}
	if s.em != nil {
		s.points[s.depth-1].ems = s.em.snap
		saved.actors, saved.ems = len(s.em.actors), s.em.snap
	}
	if s.round != nil {
		s.roundPoint(s.depth - 1)
	}
	return saved
}

// newSaved returns a new cvSaved for SaveState, from a block of them
// (one allocation for several choice points; never reused, as a search
// may restore a mark many times).
func (s *clockVector) newSaved() *cvSaved {
	if len(s.savedBlock) == 0 {
		s.savedBlock = make([]cvSaved, smallBlock)
	}
	sv := &s.savedBlock[0]
	s.savedBlock = s.savedBlock[1:]
	return sv
}

// doneSet is a choice point's explored threads with the footprints of
// their transitions from there.
type doneSet []threadFootprint

type threadFootprint struct {
	thread int
	fp     *footprint
}

// set makes fp thread t's footprint.
func (d *doneSet) set(t int, fp *footprint) {
	for k := range *d {
		if (*d)[k].thread == t {
			(*d)[k].fp = fp
			return
		}
	}
	*d = append(*d, threadFootprint{t, fp})
}

// endTransition files the footprint of the transition from pt that is
// ending (as done there, for thread choices) and returns it.
func (s *clockVector) endTransition(pt *cvPoint) *footprint {
	fp := s.takeFootprint()
	if s.st != nil {
		s.st.file(pt, fp)
	}
	s.curThread = pt.thread
	if tc, ok := pt.cg.(*choicegen.ThreadChoice); ok && tc.Index() >= 0 {
		s.curThread = tc.Thread()
		pt.done.set(s.curThread, fp)
	}
	return fp
}

// takeFootprint returns the current transition's footprint, a copy, and
// starts an empty one (in the same buffer).
func (s *clockVector) takeFootprint() *footprint {
	n := len(s.cur.Locs)
	var locs []hb.Touch
	switch {
	case n == 0:
	case n > touchBlock/4:
		locs = slices.Clone(s.cur.Locs)
	default:
		if len(s.touchBlock) < n {
			s.touchBlock = make([]hb.Touch, touchBlock)
		}
		locs = s.touchBlock[:n:n]
		copy(locs, s.cur.Locs)
		s.touchBlock = s.touchBlock[n:]
	}
	fp := &footprint{Locs: locs, All: s.cur.All}
	s.clearFootprint()
	return fp
}

// touchBlock is how many touches takeFootprint allocates at once (a
// footprint that lives on keeps its whole block; a footprint of more
// than a quarter of it gets its own).
const touchBlock = 512

// smallBlock is how many cvSaved newSaved allocates at once: few, as
// one that lives on (held by a frame of the search's path) keeps its
// whole block.
const smallBlock = 32

// clearFootprint empties the current transition's footprint.
func (s *clockVector) clearFootprint() {
	s.cur = footprint{Locs: s.cur.Locs[:0]}
}

func (s *clockVector) RestoreState(saved any) {
	sv := saved.(*cvSaved)
	if s.round != nil && s.depth > sv.depth {
		// The points below are left: file the last transition and
		// export those above the cut.
		s.endTransition(&s.points[s.depth-1])
		s.emitRound(sv.depth)
	}
	if s.depth == sv.depth {
		// The path ended in the transition from this point: file it.
		s.endTransition(&s.points[sv.depth-1])
	}
	s.clearFootprint()
	for i := len(s.undo) - 1; i >= sv.undo; i-- {
		u := s.undo[i]
		if u.cell != nil {
			u.cell.lc = u.lc // nil if it had none
		} else {
			s.clocks[u.thread] = u.c // nil if it had none
		}
	}
	s.undo = s.undo[:sv.undo]
	s.recs.release(sv.recs)
	s.ints.release(sv.ints)
	s.accs.release(sv.accs)
	if s.em != nil {
		s.em.actors, s.em.snap = s.em.actors[:sv.actors], sv.ems
	}
	s.depth = sv.depth
	s.points = s.points[:sv.depth]
	s.matchedAt = -1
	s.pending, s.pendingEnabled = nil, nil
}

func (s *clockVector) Break(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	if s.st != nil {
		s.st.running = int32(p.Thread.ID())
	}
	if p.AtomicStart && p.CanBreak {
		// A java.util.concurrent operation runs atomically from here: its
		// accesses, told on, belong to a transition that starts with a
		// choice here (resumed, the point is told again).
		return s.choiceOfSelf(vm, p)
	}
	if s.em != nil {
		if cg, ok := s.emPoint(vm, p); ok {
			return cg
		}
	}
	switch p.Kind {
	case jvm.PointExitCall, jvm.PointSleep:
		// Before the program's end: a choice, which the end (PointExit)
		// fills with every thread it stops. After Thread.sleep, which
		// getState shows (TIMED_WAITING until the thread runs on, a
		// write of its status each way): a choice of the sleeper alone,
		// which a race with a getState adds to.
		if !p.CanBreak {
			return nil
		}
		return s.choiceOfSelf(vm, p)
	case jvm.PointSpinWait:
		// A busy-wait iteration that reads without writing only repeats
		// itself until another thread moves: run the others first (with
		// the spinner alone the path would never end).
		if !p.CanBreak {
			return nil
		}
		var others []int
		for _, t := range vm.EnabledThreads() {
			if t != p.Thread.ID() {
				others = append(others, t)
			}
		}
		tc := choicegen.NewThreadChoice(p.ChoiceID(), others)
		s.pending, s.pendingEnabled, s.pendingSpin = tc, vm.EnabledThreads(), true
		return tc
	case jvm.PointExit:
		s.end()
	}
	ev := hb.Of(vm, p, s.filter)
	if !ev.Relevant {
		return nil
	}
	switch p.Kind {
	case jvm.PointTerminate, jvm.PointJoin, jvm.PointJoined, jvm.PointGroupLeave, jvm.PointExit:
		// Told only, or no choice of their own.
	case jvm.PointStart:
		// Not a choice point: the start is dependent with nothing but
		// the new thread's first action, which it happens before (paper
		// 003 §7 asks for fewer threads at start; Table 2 lines 41-42
		// offer all of them). The new thread starts with its parent's
		// clock.
		me := s.actor(p.Thread)
		s.record(me, &ev)
		s.start(me, ev.Started)
		return nil
	case jvm.PointInterrupt:
		// After an interrupt woke a waiting or parked thread (rare): it
		// may run first, a choice over all, as at thread start.
		s.recordNotAll(s.actor(p.Thread), &ev)
		if !p.CanBreak {
			return nil
		}
		return vm.AllEnabled(p)
	case jvm.PointSuspend, jvm.PointStop:
		// A suspend disables its target's next step and a stop changes
		// it (it throws), which must also be tried first: the choice
		// before them offers the target.
		if p.CanBreak {
			ids := []int{p.Thread.ID()}
			if target := vm.ThreadOf(p.Object); target != nil && target != p.Thread && target.Enabled() {
				ids = append(ids, target.ID())
			}
			tc := choicegen.NewThreadChoice(p.ChoiceID(), ids)
			s.pending, s.pendingEnabled = tc, vm.EnabledThreads()
			return tc
		}
	default:
		if p.CanBreak {
			// Line 43: a choice of p alone before the instruction, which
			// runs when p is resumed there (Break is told again, with
			// Resumed).
			return s.choiceOfSelf(vm, p)
		}
	}
	if s.em != nil && p.Kind == jvm.PointTerminate {
		s.emThreadEnd(p.Thread.ID())
	}
	if p.Kind == jvm.PointResume {
		s.recordNotAll(s.actor(p.Thread), &ev)
		return nil
	}
	s.record(s.actor(p.Thread), &ev)
	return nil
}

// record runs the race checks and clock updates of thread p's event in
// the current transition: reads and updates as such, the other writes
// (locks, releases) as writes; an Edge orders p after the location's
// last write without a race (the two cannot be reordered), and is not in
// the footprint: what could conflict with it is the write it follows,
// which its thread could not have run before (the park, the wait, the
// join it returns from is).
func (s *clockVector) record(p int, ev *hb.Event) {
	for _, a := range ev.Accesses() {
		switch a.Kind {
		case hb.Read:
			s.access(p, a.Loc, a.Obj, accRead)
		case hb.Update:
			s.access(p, a.Loc, a.Obj, accUpdate)
		case hb.Acquire:
			s.access(p, a.Loc, a.Obj, accAcquire)
		case hb.Edge:
			s.acquire(p, a.Loc)
		default:
			s.access(p, a.Loc, a.Obj, accWrite)
		}
	}
	s.cur.All = s.cur.All || ev.All
}

// recordNotAll is record for an interrupt or a resume, whose dependence
// with every event (hb.Event.All: the thread it wakes or lets go on
// takes its next step) clockvector covers by its choice points: a
// choice over every enabled thread after an interrupt, and the target's
// suspension, which a resume writes and a suspend reads and writes.
// Counting it as dependent with all would make every summary of a state
// above it unknown (stateful.go), and the matched states below
// fully expanded.
func (s *clockVector) recordNotAll(p int, ev *hb.Event) {
	all := s.cur.All
	s.record(p, ev)
	s.cur.All = all
}

// choiceOfSelf is the choice point before p with p's thread alone, to
// which races found later add threads.
func (s *clockVector) choiceOfSelf(vm *jvm.VM, p *jvm.Point) choicegen.CG {
	tc := choicegen.NewThreadChoice(p.ChoiceID(), []int{p.Thread.ID()})
	s.pending, s.pendingEnabled = tc, vm.EnabledThreads()
	return tc
}

// accessKind is what an access does to its location.
type accessKind uint8

const (
	accRead accessKind = iota
	accWrite
	accUpdate  // a write that commutes with other updates
	accAcquire // a monitor's outermost lock: a write that races with the last lock
)

// access runs the race check and the clock update for thread p's access
// of x (on object obj, 0 for statics) in the current transition. An
// update races with the last write and the reads since, not with other
// updates, and later reads and writes race with it.
func (s *clockVector) access(p int, x location, obj jvm.Ref, k accessKind) {
	s.cur.Locs = append(s.cur.Locs, hb.Touch{Loc: x, Write: k != accRead, Update: k == accUpdate, Obj: obj})
	cp := s.clocks.of(p)
	cell := s.cell(x)
	lcp := cell.lc
	var lc locClock
	if lcp != nil {
		lc = *lcp
	}
	if s.bounded {
		s.raceEveryThread(&lc, p, cp, k)
	}
	s.race(lc.write, p, cp)
	if k != accRead {
		// A lock, or what takes the monitor for a moment (a thread's
		// end, a group leave), races with the last lock of x if x is a
		// monitor.
		s.race(lc.acq, p, cp)
	}
	cv := s.maxClock(cp, nil, p) // a new clock: the others merge into it in place
	if lc.write != nil {
		cv = hb.Merge(cv, lc.write.c)
	}
	if k != accUpdate {
		for i := range lc.updates {
			s.race(&lc.updates[i], p, cp)
		}
		cv = hb.Merge(cv, lc.uclock)
	}
	if k != accRead {
		for i := range lc.reads {
			s.race(&lc.reads[i], p, cp)
		}
		cv = hb.Merge(cv, lc.rclock)
	}
	cv[p] = int32(s.depth)
	s.setClock(p, cv)
	s.undo = append(s.undo, cvUndo{cell: cell, lc: lcp})
	me := access{at: int32(s.depth), thread: int32(p), c: cv}
	next := &s.recs.alloc(1)[0]
	switch k {
	case accWrite:
		next.own = me
		next.write, next.acq = &next.own, lc.acq
	case accAcquire:
		next.own = me
		next.write, next.acq = &next.own, &next.own
	case accRead:
		next.write, next.acq, next.reads, next.rclock, next.updates, next.uclock = lc.write, lc.acq, s.replaceThread(lc.reads, me), s.maxClock(lc.rclock, cv, p), lc.updates, lc.uclock
	case accUpdate:
		next.write, next.acq, next.reads, next.rclock, next.updates, next.uclock = lc.write, lc.acq, lc.reads, lc.rclock, s.replaceThread(lc.updates, me), s.maxClock(lc.uclock, cv, p)
	}
	if s.bounded {
		last := &lastAccesses{}
		if lc.last != nil {
			*last = *lc.last
		}
		switch k {
		case accRead:
			last.r = replaceThread(last.r, me)
		case accUpdate:
			last.u = replaceThread(last.u, me)
		default:
			last.w = replaceThread(last.w, me)
		}
		next.last = last
	}
	cell.lc = next
}

// maxClock is hb.Max with the new clock from the arena.
func (s *clockVector) maxClock(a, b clock, p int) clock {
	cv := clock(s.ints.alloc(max(len(a), len(b), p+1)))
	copy(cv, a)
	for i, v := range b {
		cv[i] = max(cv[i], v)
	}
	return cv
}

// replaceThread returns a new list of as with me instead of the entry of
// me's thread (copy on write), from the arena.
func (s *clockVector) replaceThread(as []access, me access) []access {
	out := s.accs.alloc(len(as) + 1)[:0]
	for _, a := range as {
		if a.thread != me.thread {
			out = append(out, a)
		}
	}
	return append(out, me)
}

// replaceThread is clockVector.replaceThread on the heap (for the
// bounded search's lists, which live as long as their record).
func replaceThread(as []access, me access) []access {
	out := make([]access, 0, len(as)+1)
	for _, a := range as {
		if a.thread != me.thread {
			out = append(out, a)
		}
	}
	return append(out, me)
}

// acquire orders thread p after the last write of x (a thread's end that
// a join waited for) without a race check: the two cannot be reordered.
func (s *clockVector) acquire(p int, x location) {
	if cell := s.locs[x]; cell != nil && cell.lc != nil && cell.lc.write != nil && cell.lc.write.thread != int32(p) {
		lc := cell.lc
		w := lc.write
		s.setClock(p, s.maxClock(s.clocks.of(p), w.c, p))
	}
}

// race checks an earlier access a against thread p (clock cp): if a was
// another thread's and does not happen before p, p must also be tried
// before it.
func (s *clockVector) race(a *access, p int, cp clock) {
	if a != nil && int(a.thread) != p && a.at > cp.At(int(a.thread)) {
		if s.em != nil {
			s.emRace(int(a.at), int(a.thread), p, cp)
			return
		}
		s.backtrack(int(a.at), p, cp)
	}
}

// start gives a started thread its parent's clock (the start happens
// before everything the child does).
func (s *clockVector) start(parent int, child *jvm.Thread) {
	cv := s.maxClock(s.clocks.of(parent), nil, parent)
	cv[parent] = int32(s.depth)
	s.setClock(parent, cv)
	if child != nil && s.em != nil {
		s.setClock(s.em.newOwn(child.ID()), cv)
	} else if child != nil {
		s.setClock(child.ID(), cv)
	}
}

func (s *clockVector) setClock(p int, cv clock) {
	for p >= len(s.clocks) {
		s.clocks = append(s.clocks, nil)
	}
	s.undo = append(s.undo, cvUndo{thread: p, c: s.clocks[p]})
	s.clocks[p] = cv
}

// clockTable holds C(p) by thread (or EM-DPOR task) id, nil for none.
type clockTable []clock

func (t clockTable) of(p int) clock {
	if p < len(t) {
		return t[p]
	}
	return nil
}

// backtrack makes thread p a choice before transition i (lines 29-32),
// p's clock being cp. If p was not enabled there, a thread that was and
// whose later transition happens before p's access (it led to p's
// access, so running it first is how p gets there: Flanagan and
// Godefroid's refinement) is added; failing that, every thread enabled
// there. Before a data choice, the nearest thread choice before it takes
// the threads. With sleep sets a candidate asleep at that point is
// passed over: it would not be explored there, and the race would stay
// unreversed in this branch (Flanagan and Godefroid check every
// thread's next transition at every state, sleeping ones included;
// here only the accesses that run are checked).
func (s *clockVector) backtrack(i, p int, cp clock) {
	for k := i - 1; k >= 0; k-- {
		tc, ok := s.points[k].cg.(*choicegen.ThreadChoice)
		if !ok {
			continue
		}
		pt := &s.points[k]
		if pt.spinner == p {
			// The race is with p's next busy-wait iteration: running
			// it again first only repeats the iteration explored
			// (onSpinWait marks one that writes nothing the others
			// wait on), one level deeper each time, without end.
			return
		}
		if s.bounded {
			s.boundedBacktrack(k, p)
			return
		}
		if s.round != nil && k < s.round.cut {
			s.roundBacktrack(k, p, cp)
			return
		}
		pt.raceChoices(k, p, cp, func(t int) { pt.add(tc, t) })
		return
	}
}

// raceChoices passes to add the threads a race of p (clock cp) with the
// transition after point k makes choices there: p if it is enabled and
// awake; else the first awake enabled thread whose later transition
// happens before p's access; else every enabled thread.
func (pt *cvPoint) raceChoices(k, p int, cp clock, add func(int)) {
	if contains(pt.enabled, p) && pt.sleep[p] == nil {
		add(p)
		return
	}
	for _, q := range pt.enabled {
		if cp.At(q) > int32(k+1) && pt.sleep[q] == nil {
			add(q)
			return
		}
	}
	for _, e := range pt.enabled {
		add(e)
	}
}

// end handles the end of the program while threads are still alive (the
// main thread's end with daemon threads left, System.exit): it disables
// every other thread's next step, so each thread enabled before the
// ending transition is tried there first.
func (s *clockVector) end() {
	if s.depth == 0 {
		return
	}
	pt := &s.points[s.depth-1]
	if tc, ok := pt.cg.(*choicegen.ThreadChoice); ok {
		if s.round != nil && s.depth-1 < s.round.cut {
			s.roundEnd(s.depth - 1)
			return
		}
		for _, e := range pt.enabled {
			if s.bounded {
				s.boundedBacktrack(s.depth-1, e)
				continue
			}
			pt.add(tc, e)
		}
	}
}

// add makes thread t a choice at the point unless it is asleep there.
func (pt *cvPoint) add(tc *choicegen.ThreadChoice, t int) {
	if pt.sleep[t] == nil {
		tc.Add(t)
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func init() {
	Register(Strategy{
		Name: "clockvector",
		Doc:  "Flanagan-Godefroid DPOR with clock vectors (paper 003 Table 2): a choice of the running thread alone before each POR-relevant instruction, grown when a later access races with it; with state matching kept sound by subtree summaries (Yang et al. 2008), or stateless with sleep sets (--state-matching=false); under --search=bounded, bounded partial-order reduction (stateless)",
		New: func(opts Options) (Scheduler, error) {
			f, _, err := newFilterPolicy(opts)
			if err != nil {
				return nil, err
			}
			s := &clockVector{filter: f, noSleep: opts.NoSleepSets, locs: map[location]*locCell{}}
			switch {
			case opts.PreemptionBounded:
				// Bounded partial-order reduction (bpor.go):
				// stateless, without sleep sets.
				s.bounded, s.noSleep = true, true
			case opts.StateMatching:
				s.st, s.noSleep = newStateful(), true
			}
			return s, nil
		},
		StateMatching:     true,
		PreemptionBounded: true,
	})
}
