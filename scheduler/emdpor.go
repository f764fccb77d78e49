package scheduler

import (
	"maps"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/internal/hb"
	"github.com/gojpf/gojpf/internal/rounds"
	"github.com/gojpf/gojpf/jvm"
)

// emState is EM-DPOR (paper 001, Maiya, Gupta, Kanade, Majumdar: partial
// order reduction for event-driven multi-threaded programs) on top of the
// stateless clock-vector DPOR: threads with FIFO event queues
// (gojpf.events.Looper), whose posts are independent of each other.
//
// Clocks belong to tasks, not threads (§3.1): a thread's own code is one
// task (its actor), and each handler an event loop runs is a task of its
// own. Happens-before (Definition 3) is program order within a task,
// dependence (conflicting accesses, locks, the thread lifecycle, as
// hb.Of says), a post before the task that handles its event, the loop
// thread's own code before its tasks and its tasks before its end, and
// the FIFO rule: if the post of e happens before the post of e' to the
// same queue, the end of e's handler happens before the start of the handler of e'.
// Two handlers on one loop are not ordered otherwise, however the loop
// ran them.
//
// A race between accesses of two tasks that happen on different threads
// is reversed as in DPOR, with the refinement over candidate tasks: the
// tasks whose transitions after the first access happen before the
// second. A race between two handlers of one loop, or a candidate task
// that cannot run at the backtrack point because another event comes
// first on its loop, asks for the two events' posts to be reversed: a
// race between the posts, handled the same way, recursively (Example 3).
// Sleep sets and state matching are off.
type emState struct {
	// actors[a] is task a: its thread, and for a handler its event and
	// queue. Path state: truncated when the search backtracks.
	actors []emActor
	snap   *emSnap
	// loopers maps a queue to its loop thread, as learned at a task
	// begin (knowledge about the program, kept across backtracking).
	loopers map[jvm.SGOID]int
}

type emActor struct {
	thread int
	event  jvm.SGOID // 0: the thread's own code
	queue  jvm.SGOID
}

// emSnap is the path state of the event loops, copied on write: every
// choice point keeps the one it saw.
type emSnap struct {
	cur    map[int]int               // thread → the task running its code now
	own    map[int]int               // thread → its own code's task
	queues map[jvm.SGOID][]jvm.SGOID // queue → events posted, not yet taken, in order
	posts  map[jvm.SGOID]emPost      // event → its post
	ended  map[int]clock             // handler task → its clock at its end
	done   map[jvm.SGOID][]int       // queue → its handler tasks that ended
}

type emPost struct {
	at     int32 // the transition that posted it
	poster int   // the posting task
	c      clock // the poster's clock after the post
}

func newEMState() *emState {
	return &emState{
		snap: &emSnap{cur: map[int]int{}, own: map[int]int{}, queues: map[jvm.SGOID][]jvm.SGOID{},
			posts: map[jvm.SGOID]emPost{}, ended: map[int]clock{}, done: map[jvm.SGOID][]int{}},
		loopers: map[jvm.SGOID]int{},
	}
}

func (sn *emSnap) clone() *emSnap {
	c := *sn
	c.cur, c.own = maps.Clone(sn.cur), maps.Clone(sn.own)
	c.queues, c.posts, c.ended, c.done = maps.Clone(sn.queues), maps.Clone(sn.posts), maps.Clone(sn.ended), maps.Clone(sn.done)
	return &c
}

// actor returns the task running thread t's code, making the thread's own
// task on first sight (the main thread).
func (s *clockVector) actor(t *jvm.Thread) int {
	if s.em == nil {
		return t.ID()
	}
	if a, ok := s.em.snap.cur[t.ID()]; ok {
		return a
	}
	return s.em.newOwn(t.ID())
}

func (em *emState) newOwn(t int) int {
	a := len(em.actors)
	em.actors = append(em.actors, emActor{thread: t})
	em.snap = em.snap.clone()
	em.snap.cur[t], em.snap.own[t] = a, a
	return a
}

// emPoint handles the points of event loops; ok is false for the others.
func (s *clockVector) emPoint(vm *jvm.VM, p *jvm.Point) (cg choicegen.CG, ok bool) {
	switch p.Kind {
	case jvm.PointPost, jvm.PointTaskBegin:
		if p.CanBreak {
			return s.choiceOfSelf(vm, p), true
		}
	case jvm.PointTaskEnd:
	default:
		return nil, false
	}
	em := s.em
	me := s.actor(p.Thread)
	q, ev := vm.SGOID(p.Object), vm.SGOID(p.Event)
	switch p.Kind {
	case jvm.PointPost:
		// Posts commute, but not with the queue's quit, which drops the
		// events posted after it: a post reads whether the queue quit,
		// the quit's post writes it.
		// So does a single-thread executor's first post, which makes
		// its worker (vm.PostStartsWorker). A drain (shutdownNow) is a
		// quit that takes the queued events off: it writes what a task
		// begin reads, and only quit events stay queued.
		k := accRead
		if vm.IsQuitEvent(p.Event) || vm.PostStartsWorker(p.Object) {
			k = accWrite
		}
		s.access(me, hb.Location{Obj: q, Slot: hb.SlotQueue}, p.Object, k)
		evs := append(slices.Clone(em.snap.queues[q]), ev)
		if vm.IsDrainEvent(p.Event) {
			s.access(me, hb.Location{Obj: q, Slot: hb.SlotQueueFront}, p.Object, accWrite)
			queued, quitting := vm.QueuedEvents(p.Object)
			evs = nil
			for _, e := range queued {
				if vm.IsQuitEvent(e) {
					evs = append(evs, vm.SGOID(e))
				}
			}
			if !quitting {
				evs = append(evs, ev)
			}
		}
		cv := s.clocks.of(me)
		em.snap = em.snap.clone()
		em.snap.posts[ev] = emPost{at: int32(s.depth), poster: me, c: cv}
		em.snap.queues[q] = evs
	case jvm.PointTaskBegin:
		t := p.Thread.ID()
		em.loopers[q] = t
		own, ok := em.snap.own[t]
		if !ok {
			own = em.newOwn(t)
		}
		// The loop takes the event at the front, which a drain
		// (shutdownNow) could have taken off first: the loop's own
		// code reads what the drain writes (a race puts the loop
		// thread, to take its next event, before the drain).
		s.access(own, hb.Location{Obj: q, Slot: hb.SlotQueueFront}, p.Object, accRead)
		a := len(em.actors)
		em.actors = append(em.actors, emActor{thread: t, event: ev, queue: q})
		post := em.snap.posts[ev]
		// After its post and the loop thread's own code before the loop,
		// and (the FIFO rule) after each handler of the queue whose post
		// happens before this one's.
		cv := hb.Max(post.c, s.clocks.of(own), a)
		for _, d := range em.snap.done[q] {
			dp := em.snap.posts[em.actors[d].event]
			if dp.c != nil && post.c.At(dp.poster) >= dp.at {
				cv = hb.Max(cv, em.snap.ended[d], a)
			}
		}
		cv[a] = int32(s.depth)
		s.setClock(a, cv)
		em.snap = em.snap.clone()
		em.snap.cur[t] = a
		em.snap.queues[q] = slices.DeleteFunc(slices.Clone(em.snap.queues[q]), func(e jvm.SGOID) bool { return e == ev })
	case jvm.PointTaskEnd:
		t := p.Thread.ID()
		em.snap = em.snap.clone()
		em.snap.ended[me] = s.clocks.of(me)
		em.snap.done[q] = append(slices.Clone(em.snap.done[q]), me)
		em.snap.cur[t] = em.snap.own[t]
	}
	return nil, true
}

// emThreadEnd orders a loop thread's end after every handler it ran:
// joining it waits for all of them.
func (s *clockVector) emThreadEnd(t int) {
	em := s.em
	own := em.snap.own[t]
	cv := s.clocks.of(own)
	for _, ds := range em.snap.done {
		for _, d := range ds {
			// (A single-thread executor's queue outlives a worker
			// whose task threw: its replacement runs the rest.)
			if em.actors[d].thread == t {
				cv = hb.Max(cv, em.snap.ended[d], own)
			}
		}
	}
	if cv != nil {
		s.setClock(own, cv)
	}
}

// emRace is the race check of EM-DPOR: the access of task a in
// transition i does not happen before task b's access (b's clock cb).
func (s *clockVector) emRace(i, a, b int, cb clock) {
	em := s.em
	if ta, tb := em.actors[a], em.actors[b]; ta.thread == tb.thread {
		// Two handlers of one loop (a thread's own code happens before
		// its handlers and they before its end): reverse their posts.
		if ta.event != 0 && tb.event != 0 {
			s.emReorder(ta.event, tb.event)
		}
		return
	}
	s.emBacktrack(i, b, cb)
}

// emReorder asks for event later to be posted before event first (which
// was posted, and taken or queued, before it on this path), so that its
// handler can run first: a race between the two posts, unless the FIFO
// rule orders them.
func (s *clockVector) emReorder(first, later jvm.SGOID) {
	if i, p, c, ok := s.emReversal(first, later); ok {
		s.emBacktrack(i, p, c)
	}
}

// emReversal is the race between the posts of first and later that
// emReorder reverses: later's poster p (clock c) before transition i,
// first's post; ok false if there is none.
func (s *clockVector) emReversal(first, later jvm.SGOID) (i, p int, c clock, ok bool) {
	sn := s.em.snap
	pf, okf := sn.posts[first]
	pl, okl := sn.posts[later]
	if !okf || !okl || pf.poster == pl.poster || pl.c.At(pf.poster) >= pf.at {
		return 0, 0, nil, false // the same poster, or ordered: the queue keeps their order
	}
	if pl.at <= pf.at {
		return 0, 0, nil, false
	}
	return int(pf.at), pl.poster, pl.c, true
}

// emBacktrack makes a task with a transition after i that happens before
// task b's access (b itself, whose clock is cb, or one that leads to it)
// run before transition i (§3.1): the thread of such a candidate, enabled
// there, is added to the choice before i unless it was chosen there
// already. When every candidate's thread was, a candidate that cannot
// run there because its loop would run another event first has its
// event's post reversed with that event's (emReorder, Example 3). If no
// candidate's thread is enabled there, every enabled thread is added.
func (s *clockVector) emBacktrack(i, b int, cb clock) {
	k := s.emPointBefore(i)
	if k < 0 {
		return
	}
	pt := &s.points[k]
	tc := pt.cg.(*choicegen.ThreadChoice)
	has := func(t int) bool { return contains(tc.Threads, t) }
	add := func(t int) { tc.Add(t) }
	if r := s.round; r != nil && k < r.cut {
		if !s.roundLocal(k) {
			s.roundRequest(k, s.emRequest(k, b, cb))
			return
		}
		// A point the round made: its entries are the threads it took
		// and those it exports.
		has = func(t int) bool { return contains(tc.Threads, t) || contains(r.pts[k].rest, t) }
		add = func(t int) { s.roundAdd(k, t) }
	}
	cands := s.emCandidates(k, b, cb)
	if len(cands) == 0 {
		for _, e := range pt.enabled {
			add(e)
		}
		return
	}
	for _, a := range cands {
		if t := s.em.actors[a].thread; !has(t) {
			add(t)
			return
		}
	}
	for _, a := range cands {
		if next := s.emBlocked(pt, a); next != 0 {
			s.emReorder(next, s.em.actors[a].event)
		}
	}
}

// emPointBefore is the index of the nearest thread choice point before
// transition i, -1 if none.
func (s *clockVector) emPointBefore(i int) int {
	for k := i - 1; k >= 0; k-- {
		if _, ok := s.points[k].cg.(*choicegen.ThreadChoice); ok {
			return k
		}
	}
	return -1
}

// emCandidates returns emBacktrack's candidate tasks whose threads can
// run at point k, in order: task b, then the tasks with a transition
// after k that happens before b's access (clock cb).
func (s *clockVector) emCandidates(k, b int, cb clock) []int {
	em := s.em
	pt := &s.points[k]
	cands := []int{b}
	for a := range em.actors {
		if a != b && cb.At(a) > int32(k+1) {
			cands = append(cands, a)
		}
	}
	return slices.DeleteFunc(cands, func(a int) bool {
		t := em.actors[a].thread
		return pt.spinner == t || !contains(pt.enabled, t)
	})
}

// emBlocked returns the event that the loop of handler task a runs
// before a's event from point pt, 0 if none does (or a is no handler).
func (s *clockVector) emBlocked(pt *cvPoint, a int) jvm.SGOID {
	act := s.em.actors[a]
	if act.event == 0 {
		return 0
	}
	if next := s.emNext(pt, act.thread); next != act.event {
		return next
	}
	return 0
}

// emRequest is emBacktrack at point k above a round's cut that the
// item's node or one of its ancestors is, as a request for the node's
// owner (rounds.Tree), which knows the node's entries: the candidates'
// threads, the first not an entry yet to be added, or every enabled
// thread if none can run there; and the reversals of posts (emReorder)
// that the blocked candidates ask for if every candidate is an entry
// already, as requests for the points above (which are ancestors of the
// item's node as well).
func (s *clockVector) emRequest(k, b int, cb clock) rounds.Backtrack {
	cands := s.emCandidates(k, b, cb)
	if len(cands) == 0 {
		return rounds.Backtrack{All: true}
	}
	req := rounds.Backtrack{New: true}
	for _, a := range cands {
		req.Threads = append(req.Threads, s.em.actors[a].thread)
	}
	for _, a := range cands {
		next := s.emBlocked(&s.points[k], a)
		if next == 0 {
			continue
		}
		i, p, c, ok := s.emReversal(next, s.em.actors[a].event)
		if !ok {
			continue
		}
		if j := s.emPointBefore(i); j >= 0 {
			req.Else = append(req.Else, rounds.Redirect{Path: s.cvPathTo(j), Backtrack: s.emRequest(j, p, c)})
		}
	}
	return req
}

// emNext is the event the loop thread t would run next from choice point
// pt: the one it is running, else the first in its queue; 0 if it runs
// its own code (or is no loop).
func (s *clockVector) emNext(pt *cvPoint, t int) jvm.SGOID {
	sn := pt.ems
	if a, ok := sn.cur[t]; ok && a != sn.own[t] {
		return s.em.actors[a].event
	}
	for q, lt := range s.em.loopers {
		if lt == t {
			if evs := sn.queues[q]; len(evs) > 0 {
				return evs[0]
			}
		}
	}
	return 0
}

func init() {
	Register(Strategy{
		Name: "emdpor",
		Doc:  "EM-DPOR (paper 001): the clock-vector DPOR for event-driven programs, with a clock per task (each handler an event loop runs), posts independent of each other, the FIFO rule, and races between handlers of one loop reversed by reversing their posts; stateless, no sleep sets",
		New: func(opts Options) (Scheduler, error) {
			f, _, err := newFilterPolicy(opts)
			if err != nil {
				return nil, err
			}
			return &clockVector{filter: f, noSleep: true, locs: map[location]*locCell{}, em: newEMState()}, nil
		},
	})
}
