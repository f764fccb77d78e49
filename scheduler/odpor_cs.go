package scheduler

import (
	"encoding/binary"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/jvm"
)

// Context-sensitive independence (paper 002 §3, Algorithm 1 in blue, and
// Algorithm 2 for observers): odpor-cs, odpor-cs-ob and dpor-cs.
//
// Two events that the happens-before relation orders may still commute
// in the state where they meet: two writes of the same value, a read of
// a variable whose write leaves it as it was. When race detection
// reverses a race e → e' (e the earlier), it also checks whether the
// reversal leads to the same state (check, with the shortened sequences
// of paper 002 §3.3 and §3.4): from the point before e it runs u.e.e'
// and u.e'.e, u the events between e and e' that happen before e'
// (paper 002's ance), and compares the two states (by the hash state
// matching uses, up to the names of objects). The runs differ only in
// e and e', so this compares exactly what §3.4 compares (the variables
// the race involves) plus the racing threads' states, which §3.4 leaves
// out and which soundness needs (javatests/odpor/CSBranch). Paper 002's
// original check (line 28) runs the events between e and e' that are not
// in u too, and those that happen after e, after e; they commute with
// e', so equal states here imply equal states there. If the states are
// the same, the reversal is explored anyway (odpor's v = notdep.e' is in
// the wakeup tree: the paper's shorter ance.e'.I_fut has weak initials
// v has not, and loses traces, docs/schedulers.md), but u.e'.e and v.e
// go into the point's don't-do set: an execution that would run one is
// cut as soon as what is left of it is one step, that step is taken and
// its races detected, and the execution is not finished (a DDSB, "don't-
// do set blocked"). odpor-cs checks a race whose reversal is redundant
// too (checkRedundant), leaves out a wakeup branch whose thread is a
// don't-do sequence of one (skipUnitDnd), and runs the paths it still
// cuts on uncounted (skipsDnd).
// odpor-cs-ob checks plain races as this file did before §3.3 and §3.4
// (checkWhole: notdep.e'.e against the execution's state, v.e into the
// don't-do set), which explores fewer there.
//
// Don't-do sequences go down the tree as sleep sets do (lines 19-20),
// with the refined inheritance of Algorithm 2 (line 62): at the point
// after thread p's event, a sequence u.p.v whose u p's event is
// independent of becomes u.v, and one without p stays if p's event is
// independent of all its events. In odpor-cs-ob p's event may also pass
// an event of u that writes a variable it writes too, if an event of v
// writes the variable again before any event of the sequence reads it
// (§4.4's E ⊨_{u.q.p.v} q ◇ p, inheritObs). A thread whose sequence is down to
// itself is not a free choice (lines 7-11); taken from the wakeup tree,
// it runs one event and stops (lines 15-16).
//
// With observers (odpor-cs-ob) the races are odpor-ob's. A race that no
// read observes, or whose later event reads what the earlier wrote (or
// the reverse: a plain race), is checked as in odpor-cs, where "does not
// happen after e" is the same under observers as without (an unobserved
// write of e's variable is not after e under observers). A race between
// two writes that reads observe is checked modulo observability (lines
// 72-74, §4.3): from the point before e the execution's order and the
// reversal (v, ending with the last observer, then the other observers)
// are both run, and the check passes if every observer leaves the same
// in both: its thread in the same state after it (jvm.VM.ThreadHash, its
// frames and the objects they reach, which hold what it read) and the
// same values in the variables it writes (paper 002's W(o)). The
// observers are every read of the variable that sees e''s write, not
// only each thread's first. Where a don't-do sequence of one would cut
// the path while it follows a wakeup sequence (odpor-ob's reversals run
// on to the observer), the path goes on as any other but is not counted
// (markCut). A don't-do sequence may also go down past an event whose
// only conflict with the sequence's last event is a write of a variable
// by both (paper 002's E ⊨ p ◇ v read modulo observability): it then
// holds only if nothing reads the variable after the cut, so the path
// it cuts goes on, and is not counted if nothing did (odEvent.cond,
// condCovered; Nidhugg's sleepers that wake if read, for sleep sets
// under observers). Under observability a path that a
// don't-do sequence (or a sleep set) cuts runs on to the program's end
// uncounted (odpor.ghost), so that its race detection sees the reads
// after the cut. The paper detects a cut path's races as any path's,
// modulo observability, with the check of §4.3; that loses outputs: the
// check sees only the observers on the path, while the don't-do
// sequence it adds cuts executions whose later reads observe the race
// too (javatests/odpor/CutObserver), and two writes whose observer comes
// after the cut do not race on the path (docs).
//
// The -inherit schedulers (odpor-cs-inherit, odpor-cs-ob-inherit) also
// let a don't-do sequence down past an event it depends on when both
// orders reach the same state (prepareAlt, inheritCS): gojpf's, beyond
// the paper.
//
// The checks need the states of the path: each event's state after it
// is hashed when it ends (anew each time the search comes back and takes
// another event), and the runs are made when the search comes back to
// the point before e (the only place its don't-do set is used), where
// the VM is in that state and can try the order and return
// (jvm.VM.Probe).
//
// Not done: the future initials of §3.3 in wakeup sequences (as the
// paper inserts them they lose traces, decided on odpor's v they save
// nothing) and dpor-cs's guidance of free choices by don't-do
// sequences.

// csPoint is what a choice point keeps for the context-sensitive checks.
type csPoint struct {
	// post is the hash of the state after the event taken from here
	// (postOK: known).
	post   [16]byte
	postOK bool
	// dnd is the don't-do set: sequences of events not to run from here.
	dnd [][]*odEvent
	// checks wait for the search to come back here.
	checks []csCheck
	// blocked: the event taken from here is a don't-do sequence of one.
	blocked bool
	// conds: the event taken from here is a don't-do sequence of one
	// with a condition (odEvent.cond): the path goes on, and is not
	// counted if one of the conditions holds at its end (condCovered).
	conds [][]hb.Location
	// cutDone: the threads done here whose branch was cut at once
	// (blocked); they make no reversal redundant (redundant).
	cutDone map[int]bool
	// cutSleep: the threads asleep here because their branch was cut
	// at once at a point above (from cutDone).
	cutSleep map[int]bool
	// alt[j] is the hash of the state that dnd[j] reaches from here
	// with the next step of thread altFor in it: dnd[j] itself if
	// altFor has an event in it, else dnd[j] followed by that step
	// (altOK[j]: known). It lets a sequence that the step depends on
	// go down the tree all the same (inheritCS, odpor-cs-ob).
	alt    [][16]byte
	altOK  []bool
	altFor int
}

// csCheck is a context-sensitive check to run from a point: run seq and
// compare the state reached with want.
type csCheck struct {
	seq []*odEvent
	// ref, if not nil, is run first for the state to compare with
	// (else want is it).
	ref  []*odEvent
	want [16]byte
	dont []*odEvent
	// also, if not nil, is a second don't-do sequence the check
	// vouches for (odpor's reversal followed by e).
	also []*odEvent
	// observers, if not nil, makes it a check modulo observability
	// (paper 002 §4.3): ref is the execution's order, seq the reversal,
	// and each observer's thread must be in the same state after it in
	// both.
	observers []*odEvent
}

// afterEvent records the hash of the state after ev, the event taken
// from prev, and reports whether a don't-do sequence cut the path there
// (ev was blocked by one; the path runs on as a ghost).
func (s *odpor) afterEvent(prev *odPoint, ev *odEvent) bool {
	if ev == nil || s.vm == nil {
		return false
	}
	s.hashAfter(prev)
	if prev.blocked {
		s.stats.ddsb++
		return true
	}
	return false
}

// hashAfter hashes the state after the event taken from pt.
func (s *odpor) hashAfter(pt *odPoint) {
	if !pt.postOK {
		pt.post, pt.postOK = s.vm.StateHash()
	}
}

// PathEnded runs race detection where the execution ends, after hashing
// the state after its last event (a race may end there).
func (s *odpor) PathEnded(vm *jvm.VM) {
	if !s.open {
		return
	}
	if s.cs {
		s.vm = vm
		if pt, ev := s.fileEvent(); pt != nil && ev != nil {
			s.hashAfter(pt)
		}
	}
	s.detect()
}

// inheritDnd returns the don't-do set of the point after ev from that of
// the point before it (paper 002 lines 19-20, with the refined
// inheritance of Algorithm 2, line 62). With ob (odpor-cs-ob), ev may
// also pass an event of u that it depends on modulo observability only
// (inheritObs): paper 002 §4.4's E ⊨_{u.q.p.v} q ◇ p.
func inheritDnd(ds [][]*odEvent, ev *odEvent, ob bool) [][]*odEvent {
	if ev == nil {
		return nil
	}
	var out [][]*odEvent
	for _, w := range ds {
		// w = u.p.v with p ev's thread's first event in w: u.v if ev is
		// independent of all of u (E.p.u.v is E.u.p.v), w if ev's
		// thread has no event in w and ev is independent of all of it.
		m := slices.IndexFunc(w, func(e *odEvent) bool { return e.thread == ev.thread })
		k := 0
		var cond []hb.Location
		for k < len(w) && w[k].thread != ev.thread {
			if ev.dependent(w[k]) && !(ob && m > k && inheritObs(w, k, m, ev)) {
				if !ob || m >= 0 || k < len(w)-1 {
					break
				}
				locs, ok := writesOnly(ev, w[k])
				if !ok {
					break
				}
				cond = locs
			}
			k++
		}
		switch {
		case k == len(w) && cond != nil:
			last := w[len(w)-1].clone()
			for _, x := range cond {
				if !slices.Contains(last.cond, x) {
					last.cond = append(last.cond, x)
				}
			}
			out = append(out, append(w[:len(w)-1:len(w)-1], last))
		case k == len(w):
			out = append(out, w)
		case w[k].thread == ev.thread && len(w) > 1 && w[k].cond == nil:
			// (A sequence whose last event, with a condition, runs
			// before the others is dropped: a read after that event
			// and before the sequence's new end would not be seen.)
			out = append(out, append(w[:k:k], w[k+1:]...))
		}
	}
	return out
}

// inheritObs reports whether ev, thread p's event at w[m] (p's first in
// w), and w[k] (k < m, q's, another thread's) commute in w modulo
// observability (paper 002 §4.4): every conflict of the two is a write
// of one program variable by both, and a later event of w, after w[m],
// writes that variable again before any event of w reads it (so the two
// orders differ only in a value nothing reads). The variable must be
// written again within w: an execution the sequence cuts goes on after
// it, and a read there would see the last write. A read of the variable
// between w[k] and w[m] depends on ev and stops the inheritance first.
func inheritObs(w []*odEvent, k, m int, ev *odEvent) bool {
	seq := slices.Clone(w)
	seq[m] = ev
	return !obDependent(seq, k, m, true)
}

// writesOnly reports whether every conflict of events a and b is a
// write of a program variable by both, and returns those variables.
func writesOnly(a, b *odEvent) ([]hb.Location, bool) {
	if a.all || b.all {
		return nil, false
	}
	var locs []hb.Location
	for _, x := range a.touches {
		for _, y := range b.touches {
			if x.loc != y.loc || !conflict(x.kind, y.kind) {
				continue
			}
			if !isData(x) || !isData(y) || x.kind != tWrite || y.kind != tWrite {
				return nil, false
			}
			if !slices.Contains(locs, x.loc) {
				locs = append(locs, x.loc)
			}
		}
	}
	return locs, len(locs) > 0
}

// unitDnd reports whether the don't-do set holds the sequence of t
// alone, with or without a condition: t is no free choice there.
func unitDnd(ds [][]*odEvent, t int) bool {
	hard, conds := unitCut(ds, t)
	return hard || len(conds) > 0
}

// hardUnitDnd reports whether the don't-do set holds the sequence of t
// alone without a condition: t's branch there is cut as soon as t's
// event has run.
func hardUnitDnd(ds [][]*odEvent, t int) bool {
	hard, _ := unitCut(ds, t)
	return hard
}

// unitCut returns how the don't-do set cuts thread t: hard, it holds the
// sequence of t alone without a condition; conds, the conditions of
// those with one (markCut).
func unitCut(ds [][]*odEvent, t int) (hard bool, conds [][]hb.Location) {
	for _, w := range ds {
		if len(w) != 1 || w[0].thread != t {
			continue
		}
		if w[0].cond == nil {
			hard = true
		} else {
			conds = append(conds, w[0].cond)
		}
	}
	return hard, conds
}

// markCut sets pt.blocked and pt.conds for thread t, the thread the
// search takes next from pt; sub: t's wakeup subtree has kids. A don't-do
// sequence of t alone cuts the path after t's event (blocked), but under
// observers not where t's branch follows a wakeup sequence further
// (odpor-ob's reversals run on to their observer, and cutting them
// there makes the cut paths' race detection insert anew without end:
// abs-2phases N=3 ran 25,815 cut paths for its one execution): that path
// goes on as any other, and is not counted (a condition that always
// holds). A sequence of t alone with a condition lets the path go on
// too, not counted if the condition holds at its end (condCovered).
func (s *odpor) markCut(pt *odPoint, t int, sub bool) {
	pt.blocked, pt.conds = false, nil
	if !s.cs {
		return
	}
	hard, conds := unitCut(pt.dnd, t)
	switch {
	case hard && s.ob && sub:
		pt.conds = [][]hb.Location{nil}
	case hard:
		pt.blocked = true
	default:
		pt.conds = conds
	}
}

// condCovered reports whether the path has a point whose event was a
// don't-do sequence of one with a condition (odPoint.conds) that the
// path meets: no event after it reads one of the condition's variables.
// The path is then equivalent, modulo observability, to one the
// sequence's origin cut (odEvent.cond), and is not counted.
func (s *odpor) condCovered() bool {
	for k := 0; k < s.depth; k++ {
		pt := &s.points[k]
		if pt.tc == nil || len(pt.conds) == 0 {
			continue
		}
		for _, c := range pt.conds {
			if len(c) == 0 || !s.readAfter(k, c) {
				return true
			}
		}
	}
	return false
}

// readAfter reports whether an event after the one taken from point k
// (the running one included) touches one of locs other than by a plain
// write.
func (s *odpor) readAfter(k int, locs []hb.Location) bool {
	reads := func(e *odEvent) bool {
		if e == nil {
			return false
		}
		if e.all {
			return true
		}
		for _, x := range e.touches {
			if x.kind != tWrite && slices.Contains(locs, x.loc) {
				return true
			}
		}
		return false
	}
	for j := k + 1; j < s.depth; j++ {
		if pt := &s.points[j]; pt.tc != nil && reads(pt.ev) {
			return true
		}
	}
	return reads(s.cur)
}

// ddsbChoices returns the choices where every enabled thread that is not
// asleep is a don't-do sequence of one: each runs its event and stops
// (paper 002 lines 7-9).
func ddsbChoices(enabled []int, sleep map[int]*odEvent, ds [][]*odEvent) []*wnode {
	var kids []*wnode
	for _, t := range enabled {
		if sleep[t] == nil && unitDnd(ds, t) {
			kids = append(kids, &wnode{thread: t})
		}
	}
	return kids
}

// check queues the context-sensitive check of the race between events a
// and i, whose reversal v (odpor's notdep.e') was inserted at a (paper
// 002 line 28, with the shortened sequences of §3.3 and §3.4). u is
// paper 002's ance(e, e', E): the events between a and i that happen
// before i. From the point before a the check runs u.e.e' (the
// execution's own state after e' when nothing else ran between a and i)
// and u.e'.e, and compares the two states. Both runs execute the same
// events from the same state, so they can differ only in what e and e'
// did: the variables either wrote, in either order, and the states of
// their threads (and of the threads they wake or block). That is §3.4's
// set of variables the race involves, with the racing threads' frames
// added: without them the check is unsound on gojpf's events
// (javatests/odpor/CSBranch, docs/schedulers.md). If the states are the
// same, u.e'.e goes into a's don't-do set (§3.3), and so does v.e: the
// other events of v commute with e, e' and the events of u after them
// (one that did not would happen after e or before e'), so the same
// equality holds after them. odpor-cs-ob checks as checkWhole does.
func (d *detection) check(a, i int, v []*odEvent) {
	pi := d.pts[i]
	if !pi.postOK || !d.sameAfter(a) {
		return
	}
	if d.ob {
		d.checkWhole(a, i, v)
		return
	}
	ta := d.evs[a].thread
	var u []*odEvent
	for j := a + 1; j < i; j++ {
		if !d.before(j, d.clocks[i]) {
			continue
		}
		if d.clocks[j].At(ta) >= int32(a+1) {
			// After a and before i (a lock's anchor): e cannot go
			// first.
			return
		}
		u = append(u, d.evs[j])
	}
	e, e2 := d.evs[a], d.evs[i]
	c := csCheck{want: pi.post}
	c.seq = append(append(append([]*odEvent(nil), u...), e2), e)
	c.dont = c.seq
	if len(u) < i-a-1 {
		// Other events ran between a and i: the execution's state
		// after e' has them in it.
		c.ref = append(append(append([]*odEvent(nil), u...), e), e2)
		if len(v) > len(u)+1 {
			c.also = append(v[:len(v):len(v)], e)
		}
	}
	d.queue(a, c)
}

// checkRedundant reports whether odpor-cs checks a race whose reversal v
// insert did not put into the wakeup tree of point a: one of v's weak
// initials is asleep or done there (redundant; insert says so for no
// other reason where v's first thread is enabled, the point is not past
// a cut and not above a round's cut). The reversal is explored, or
// stands for executions explored, elsewhere, but the don't-do sequences
// the check adds are for the branches of a still to come: they cut any
// that runs u.e'.e (or v.e), whose state is that of u.e.e' on the path
// just explored. Paper 002's Algorithm 1 adds a don't-do sequence only
// with a new wakeup sequence (lines 30-32); so does odpor-cs-ob. Checking
// the redundant reversals too gives odpor-cs the paper's ODPOR_cs counts
// (= DPOR_cs's) on abs, lastwrite-2phases, floatingread-2phases and
// abs-2phases, which the paper reaches with §3.3's shorter wakeup
// sequences (docs/schedulers.md). It is sound (on the tests) only with
// the wakeup branches those sequences would cut at once left out
// (skipUnitDnd): alone it lost outputs on generated programs. Source
// sets (dpor-cs) check a race whose reversal has an initial done there
// already (insertSource).
func (d *detection) checkRedundant(a int, v []*odEvent) bool {
	pt := d.pts[a]
	return d.s.cs && !d.ob && !d.s.source && !pt.ghost && !pt.export && contains(pt.enabled, v[0].thread)
}

// skipsDnd reports whether a wakeup branch whose thread is a don't-do
// sequence of one is left out (skipUnitDnd), and a path that a don't-do
// sequence still cuts (lines 7-9, or a branch added to the point later)
// runs on past the cut as a ghost (uncounted, nothing inserted at
// its points after the cut), along what is left of the wakeup subtree it
// followed, then on free choices: in odpor-cs. Elsewhere the thread runs
// its event and the path stops there (paper 002 lines 15-16), or, in
// odpor-cs-ob, runs on on free choices. The cut executions reach the
// states of executions explored, but not with the same happens-before:
// an event after the cut may race with one before the cut that the
// explored order orders before it, and only the race detection of the
// path gone on sees that race. The run-on is what made p1483, p1840 and
// p2256 of TestRandomPrograms (N=3000) print every output, which
// odpor-cs missed before checkRedundant too (docs/schedulers.md).
func (s *odpor) skipsDnd() bool {
	return s.cs && !s.ob && !s.source
}

// skipUnitDnd returns the wakeup tree's kids at a point without those
// whose thread is a don't-do sequence of one there: with none left the
// path goes on with a free choice (a thread that is not one), as
// dpor-cs's does. Every execution that runs such a thread's event here
// reaches the state of one explored, but the executions the branch was
// inserted for include some that run it later, after an event it
// depends on (which ends the don't-do sequence): odpor finds those by
// the race detection of the paths below the branch, which the don't-do
// sequence cuts at once. Taking the branch's thread and stopping (lines
// 15-16) lost outputs on generated programs (p977 of TestRandomPrograms
// before checkRedundant, p140, p779 and p24 with it; docs/schedulers.md),
// going on freely without it found them. Only the tree's kids when the
// search first comes to the point are left out: a thread a later race
// detection adds to the point's choices is still taken and stopped at
// (RestoreState's blocked).
func skipUnitDnd(kids []*wnode, dnd [][]*odEvent) []*wnode {
	var out []*wnode
	for _, k := range kids {
		if !unitDnd(dnd, k.thread) {
			out = append(out, k)
		}
	}
	return out
}

// checkWhole is odpor-cs-ob's check of a race that is not checked
// modulo observability: w is the events between a and i that do not
// happen after a (notdep); from the point before a it runs w.e'.e and
// compares with the execution's state after e' (or, when events that
// happen after a ran between them, with the state after w.e.e'), and
// the don't-do sequence is v.e, odpor-ob's reversal followed by e. The
// shorter sequences of check explore more under observers (on
// ArrayWrite 2: 179 executions to 32; docs/schedulers.md).
func (d *detection) checkWhole(a, i int, v []*odEvent) {
	ta := d.evs[a].thread
	var w []*odEvent
	after := false
	for j := a + 1; j < i; j++ {
		if d.clocks[j].At(ta) >= int32(a+1) {
			after = true
		} else {
			w = append(w, d.evs[j])
		}
	}
	c := csCheck{want: d.pts[i].post}
	c.seq = append(append(append([]*odEvent(nil), w...), d.evs[i]), d.evs[a])
	if after {
		// The execution's state after e' has those events in it.
		c.ref = append(append(append([]*odEvent(nil), w...), d.evs[a]), d.evs[i])
	}
	c.dont = append(append([]*odEvent(nil), v...), d.evs[a])
	d.queue(a, c)
}

// sameAfter reports whether the events after a that happen after it are
// the same under observers as in odpor (where every write of a variable
// follows the earlier ones): only then is the context-sensitive check of
// a race at a made.
func (d *detection) sameAfter(a int) bool {
	if !d.ob {
		return true
	}
	after := []*odEvent{d.evs[a]}
	ta := d.evs[a].thread
	for j := a + 1; j < len(d.evs); j++ {
		ob := d.clocks[j].At(ta) >= int32(a+1)
		syn := ob
		for _, e := range after {
			if syn {
				break
			}
			syn = e.dependent(d.evs[j])
		}
		if syn != ob {
			return false
		}
		if syn {
			after = append(after, d.evs[j])
		}
	}
	return true
}

func (d *detection) queue(a int, c csCheck) {
	pt := d.pts[a]
	if pt.export && len(pt.seqs) > 0 {
		// Above a round's cut: the check goes with the sequence just
		// exported (insert reported it new), for the node's owner to
		// queue if the sequence is new there.
		pt.seqs[len(pt.seqs)-1].Check = toCheck(c)
		return
	}
	for _, w := range pt.dnd {
		if sameThreads(w, c.dont) {
			return
		}
	}
	pt.checks = append(pt.checks, c)
}

func sameThreads(a, b []*odEvent) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].thread != b[i].thread {
			return false
		}
	}
	return true
}

// probe runs the checks waiting at pt, where the VM now is, and adds
// the don't-do sequences of those that pass.
func (s *odpor) probe(pt *odPoint) {
	checks := pt.checks
	pt.checks = nil
	if len(checks) == 0 || s.vm == nil {
		return
	}
	vm := s.vm
	for _, c := range checks {
		dup := false
		for _, w := range pt.dnd {
			dup = dup || sameThreads(w, c.dont)
		}
		if dup {
			continue
		}
		s.stats.csChecks++
		ok := true
		if c.observers != nil {
			s.inProbe(func() {
				ok = s.sameObserved(vm, pt.tc.ID(), c)
			})
		} else if c.ref != nil {
			s.inProbe(func() {
				ok = s.run(vm, pt.tc.ID(), c.ref)
				if ok {
					c.want, ok = vm.StateHash()
				}
			})
		}
		if ok && c.observers == nil {
			s.inProbe(func() {
				ok = s.try(vm, pt.tc.ID(), c)
			})
		}
		if ok {
			s.stats.csPassed++
			pt.dnd = append(pt.dnd, c.dont)
			if c.also != nil {
				pt.dnd = append(pt.dnd, c.also)
			}
		}
	}
}

// run runs events one by one, each its thread's step; false if one
// cannot run or a step fails. after, if not nil, is called after each
// step and may say stop (false).
func (s *odpor) run(vm *jvm.VM, id choicegen.ID, seq []*odEvent, after ...func(*odEvent) bool) bool {
	for _, e := range seq {
		if !contains(vm.EnabledThreads(), e.thread) {
			return false
		}
		tc := choicegen.NewThreadChoice(id, []int{e.thread})
		tc.Advance()
		if err := vm.Step(tc); err != nil || vm.Violation() != nil {
			return false
		}
		for _, f := range after {
			if !f(e) {
				return false
			}
		}
	}
	return true
}

// sameObserved runs a check modulo observability: the execution's order
// (c.ref), then, from the same state, the reversal (c.seq), and reports
// whether every observer's thread is in the same state after the
// observer in both (its thread hash: its frames and the objects it
// reaches, which hold what it read).
func (s *odpor) sameObserved(vm *jvm.VM, id choicegen.ID, c csCheck) bool {
	isObs := map[*odEvent]bool{}
	for _, o := range c.observers {
		isObs[o] = true
	}
	want := map[*odEvent]string{}
	record := func(e *odEvent) bool {
		if !isObs[e] {
			return true
		}
		k, ok := observed(vm, e)
		want[e] = k
		return ok
	}
	snap := vm.Snapshot()
	if !s.run(vm, id, c.ref, record) || len(want) != len(c.observers) {
		return false
	}
	vm.Restore(snap)
	s.cur, s.pend = &odEvent{}, copyPend(s.pend)
	n := 0
	compare := func(e *odEvent) bool {
		if !isObs[e] {
			return true
		}
		k, ok := observed(vm, e)
		n++
		return ok && k == want[e]
	}
	return s.run(vm, id, c.seq, compare) && n == len(c.observers)
}

// observed returns what observer e leaves that others can see, in the
// VM's state right after it: its thread's state (the thread hash: its
// frames and the objects it reaches) and the values of the variables it
// wrote (paper 002's W(o), §4.3).
func observed(vm *jvm.VM, e *odEvent) (string, bool) {
	h, ok := vm.ThreadHash(e.thread)
	if !ok {
		return "", false
	}
	b := append([]byte(nil), h[:]...)
	for _, x := range e.touches {
		if x.kind != tWrite {
			continue
		}
		v, ok := vm.SlotValue(x.loc.Obj, x.loc.Slot)
		if !ok {
			return "", false
		}
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return string(b), true
}

// checkObserved queues the check of a write-write race between events a
// and i (of variable loc) that reads observe (paper 002 Algorithm 2,
// lines 72-74, with the comparison modulo observability of §4.3): v, the
// reversal inserted at a, ends with the last observer; every other
// observer, with what it needs, follows it. The reversal followed by the
// other observers goes into a's don't-do set if each observer's thread
// is in the same state after it in both orders. An observer is every
// read of loc that sees i's write (not only the first of each thread);
// What each observer leaves is compared: its thread's state and the
// values of the variables it writes; an observer that does more (takes a
// lock, starts a thread) makes no check.
func (d *detection) checkObserved(a, i int, loc hb.Location, v []*odEvent, vi []int) {
	var os []int
	for j := i + 1; j < len(d.evs); j++ {
		wrote := false
		for _, x := range d.evs[j].touches {
			if x.loc != loc {
				continue
			}
			if x.kind == tRead && !wrote {
				if len(os) == 0 || os[len(os)-1] != j {
					os = append(os, j)
				}
			}
			if x.kind.Writes() {
				wrote = true
			}
		}
		if wrote {
			break
		}
	}
	if len(os) == 0 {
		return
	}
	for _, o := range os {
		e := d.evs[o]
		if e.all || len(e.starts) > 0 {
			return
		}
		for _, x := range e.touches {
			if x.kind.Writes() && !(isData(x) && x.kind == tWrite) {
				return
			}
		}
	}
	in := map[int]bool{}
	for _, j := range vi {
		in[j] = true
	}
	var extra []int
	for j := a + 1; j < len(d.evs); j++ {
		if in[j] {
			continue
		}
		for _, o := range os {
			if j == o || d.clocks[o].At(d.evs[j].thread) >= int32(j+1) {
				extra = append(extra, j)
				break
			}
		}
	}
	seq := append([]*odEvent(nil), v...)
	ref := append([]int{}, vi...)
	for _, j := range extra {
		seq = append(seq, d.evs[j])
		ref = append(ref, j)
	}
	slices.Sort(ref)
	c := csCheck{seq: seq, dont: seq}
	for _, j := range ref {
		c.ref = append(c.ref, d.evs[j])
	}
	for _, o := range os {
		c.observers = append(c.observers, d.evs[o])
	}
	d.queue(a, c)
}

// try runs a check's events and compares.
func (s *odpor) try(vm *jvm.VM, id choicegen.ID, c csCheck) bool {
	if !s.run(vm, id, c.seq) {
		return false
	}
	h, ok := vm.StateHash()
	return ok && h == c.want
}

// insertSource adds one initial of v as a choice at point a (one not
// asleep if it can), unless an initial of v is explored or to be
// explored there (Source-DPOR,
// Abdulla et al. 2014, the base of DPOR_cs).
func (d *detection) insertSource(a int, v []*odEvent, vi []int) bool {
	pt := d.pts[a]
	pick := -1
	cut := false // an initial is a choice here whose branch is cut at once
	for k, e := range v {
		if !d.initial(k, vi) {
			continue
		}
		t := e.thread
		if pt.wut.child(t) != nil || pt.done[t] != nil {
			if !d.cutAtOnce(pt, t) {
				d.s.stats.covered++
				return true
			}
			cut = true
			continue
		}
		if contains(pt.enabled, t) && (pick < 0 || d.worse(pt, pick, t)) {
			pick = t
		}
	}
	switch {
	case cut && (pick < 0 || d.cutAtOnce(pt, pick)):
		d.s.stats.covered++
		return true
	case pick < 0:
		d.s.stats.notEnabled++
		return false
	case pt.sleep[pick] != nil:
		// Every initial is asleep: explored from an earlier point.
		d.s.stats.redundant++
		return false
	}
	d.s.stats.inserted++
	pt.wut.kids = append(pt.wut.kids, &wnode{thread: pick})
	pt.tc.Add(pick)
	return true
}

// cutAtOnce reports whether the branch of thread t at pt is cut as soon
// as it begins (a don't-do sequence of one there, or done so): it does
// not stand for the executions a reversal asks for, whose other orders
// only the race detection of the paths below it would find (the
// generated p541 of TestRandomPrograms, javatests/odpor/CutCover, and
// under observers ObCover). Under observers a wakeup branch with a
// subtree is not cut at once (SaveState's blocked) and is not skipped.
// Below the point insert asks the same of the don't-do set as it goes
// down the tree (DeepCover).
func (d *detection) cutAtOnce(pt *odPoint, t int) bool {
	return d.s.cs && (pt.cutDone[t] || pt.done[t] == nil && hardUnitDnd(pt.dnd, t))
}

// worse reports whether insertSource should pick t rather than pick at
// pt: pick is asleep and t is not, or both are awake and pick is a
// don't-do sequence of one there (it would be cut at once) and t is not.
func (d *detection) worse(pt *odPoint, pick, t int) bool {
	if (pt.sleep[pick] != nil) != (pt.sleep[t] != nil) {
		return pt.sleep[t] == nil
	}
	return d.s.cs && !d.ob && unitDnd(pt.dnd, pick) && !unitDnd(pt.dnd, t)
}

// unblocked returns v, the reversal to insert at point a, with an
// initial that is not a don't-do sequence of one at a moved to its
// front if its first thread is one (odpor-cs). The sequence is
// equivalent (an initial has no predecessor in v), but its branch is
// not cut at once: the executions of v's class whose first event is
// not the blocked thread's are explored from it (javatests/odpor/
// CSMiss), where the blocked first thread's branch stood for them only
// through races its cut path never meets.
func (d *detection) unblocked(a int, v []*odEvent, vi []int) ([]*odEvent, []int) {
	pt := d.pts[a]
	if !d.s.cs || d.ob || vi == nil || !unitDnd(pt.dnd, v[0].thread) {
		return v, vi
	}
	for k := 1; k < len(v); k++ {
		t := v[k].thread
		if !d.initial(k, vi) || !contains(pt.enabled, t) || unitDnd(pt.dnd, t) {
			continue
		}
		w := append(append([]*odEvent{v[k]}, v[:k]...), v[k+1:]...)
		wi := append(append([]int{vi[k]}, vi[:k]...), vi[k+1:]...)
		return w, wi
	}
	return v, vi
}

// initial reports whether v's k-th event is the first of its thread in v
// and has no happens-before predecessor in v.
func (d *detection) initial(k int, vi []int) bool {
	if vi == nil {
		return k == 0
	}
	t := d.evs[vi[k]].thread
	for _, h := range vi[:k] {
		if d.evs[h].thread == t || d.clocks[vi[k]].At(d.evs[h].thread) >= int32(h+1) {
			return false
		}
	}
	return true
}

// prepareAlt computes pt.alt for thread p, the thread the search takes
// next from pt, where the VM now is (odpor-cs-ob).
func (s *odpor) prepareAlt(pt *odPoint, p int) {
	pt.alt, pt.altOK, pt.altFor = nil, nil, p
	if !s.inherit || len(pt.dnd) == 0 || s.vm == nil || pt.tc == nil {
		return
	}
	vm := s.vm
	// p's step, to see which sequences it stops (only those need a
	// state).
	var ev *odEvent
	s.inProbe(func() {
		if s.run(vm, pt.tc.ID(), []*odEvent{{thread: p}}) {
			ev = s.cur
			ev.thread = p
		}
	})
	if ev == nil {
		return
	}
	pt.alt, pt.altOK = make([][16]byte, len(pt.dnd)), make([]bool, len(pt.dnd))
	for j, w := range pt.dnd {
		if len(inheritDnd([][]*odEvent{w}, ev, s.ob)) > 0 || w[len(w)-1].cond != nil {
			continue
		}
		seq := w
		if !slices.ContainsFunc(w, func(e *odEvent) bool { return e.thread == p }) {
			seq = append(w[:len(w):len(w)], &odEvent{thread: p})
		}
		s.inProbe(func() {
			if s.run(vm, pt.tc.ID(), seq) {
				pt.alt[j], pt.altOK[j] = vm.StateHash()
			}
		})
	}
}

// inheritCS returns the don't-do set of the point after ev, taken from
// prev, where the VM now is: inheritDnd's, and each sequence w that ev
// stops there (ev's thread p has no event in w and ev depends on one of
// w's, or p's first event in w comes after one ev depends on) if the
// state after ev then w without p's event is the state after w with p's
// step in it (prev.alt). Then every execution that runs ev and then that
// rest of w reaches the state of one that runs w first, which w cuts at
// prev: the sequence goes down, its events as they run after ev (a
// context-sensitive inheritance, gojpf's; paper 002 keeps a sequence
// only past independent events, lines 19-20 and 62).
func (s *odpor) inheritCS(prev *odPoint, ev *odEvent) [][]*odEvent {
	if !s.inherit || prev.altFor != ev.thread || len(prev.altOK) != len(prev.dnd) || s.vm == nil {
		return inheritDnd(prev.dnd, ev, s.ob)
	}
	var out [][]*odEvent
	vm := s.vm
	add := func(w []*odEvent) {
		// From one state a sequence of threads runs the same events:
		// one copy is enough.
		for _, o := range out {
			if sameThreads(o, w) {
				return
			}
		}
		out = append(out, w)
	}
	for j, w := range prev.dnd {
		if in := inheritDnd([][]*odEvent{w}, ev, s.ob); len(in) > 0 {
			add(in[0])
			continue
		}
		if !prev.altOK[j] || w[len(w)-1].cond != nil {
			// A sequence with a condition goes down only as inheritDnd
			// lets it: the step after it might read what it must not.
			continue
		}
		rest := w
		if k := slices.IndexFunc(w, func(e *odEvent) bool { return e.thread == ev.thread }); k >= 0 {
			rest = append(w[:k:k], w[k+1:]...)
		}
		if len(rest) == 0 {
			continue
		}
		var got []*odEvent
		s.inProbe(func() {
			rec := func(e *odEvent) bool {
				c := s.cur
				c.thread = e.thread
				got = append(got, c)
				s.cur = &odEvent{}
				return true
			}
			if !s.run(vm, prev.tc.ID(), rest, rec) {
				got = nil
				return
			}
			if h, ok := vm.StateHash(); !ok || h != prev.alt[j] {
				got = nil
			}
		})
		if len(got) == len(rest) {
			s.stats.csInherited++
			add(got)
		}
	}
	return out
}

// inProbe runs f inside vm.Probe, from the scheduler's state as it is
// now with an empty running event, and gives the scheduler its state
// back after: f's steps are the probe's alone.
func (s *odpor) inProbe(f func()) {
	cur, pending, pe, spinner, pend := s.cur, s.pending, s.pendingEnabled, s.spinner, s.pend
	s.vm.Probe(func() {
		s.cur, s.pend = &odEvent{}, copyPend(pend)
		f()
	})
	s.cur, s.pending, s.pendingEnabled, s.spinner, s.pend = cur, pending, pe, spinner, pend
}
