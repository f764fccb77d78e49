package scheduler

import (
	"encoding/binary"
	"slices"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/jvm"
)

// State matching for the clock-vector DPOR ("clockvector-sm"), after Yang
// et al., "Efficient Stateful Dynamic Partial Order Reduction" (2008).
//
// DPOR finds the choices a state needs from the races of the transitions
// explored below it. When the search matches a state s seen before and
// does not go below it again, the transitions below s would still have
// raced with the transitions of the current path: the race check must
// see them. So every stored state gets a summary of what the transitions
// explored below it touch (thread by SGOID, location, write or read),
// complete once the state is closed (its choices all explored: the
// summary is the union of its own transitions and its children's
// summaries, matched children included). On a match of a closed state,
// each access of its summary is checked, like an access the matching
// thread makes next, against the accesses of its location on the current
// path: with the thread's current clock (a lower bound of the clock it
// would have then, so more races, never fewer), adding it (or, where it
// was not enabled, the threads that were) to the choice before the racing
// transition. A thread the summary names that does not exist yet on this
// path is treated as enabled nowhere.
//
// Cycles: a match of a state on the current path (a loop back to an
// ancestor) says nothing about what lies below it that has not been
// explored yet, so every choice point from that ancestor down to here
// takes every enabled thread (a full expansion, as POR's cycle proviso),
// and their summaries become unknown ("top"). A match of a state whose
// summary is unknown, or of the end of the program in a summary, fully
// expands every choice point of the current path. Sleep sets are off:
// with state matching they need more care than this scheduler takes.
type stateful struct {
	running   jvm.SGOID // the thread of the last scheduling point
	events    map[sumEvent]int32
	eventList []sumEvent
	summaries map[int64]*summary
	intern    map[string]*summary
}

// sumEvent is an access in a summary.
type sumEvent struct {
	thread jvm.SGOID
	loc    location
	write  bool
}

// summary is a closed state's: event indices, sorted; top: unknown.
type summary struct {
	ev  []int32
	top bool
}

// building is an open state's summary.
type building struct {
	ev  map[int32]struct{}
	top bool
}

func newStateful() *stateful {
	return &stateful{events: map[sumEvent]int32{}, summaries: map[int64]*summary{}, intern: map[string]*summary{}}
}

func (st *stateful) event(e sumEvent) int32 {
	if i, ok := st.events[e]; ok {
		return i
	}
	i := int32(len(st.eventList))
	st.events[e] = i
	st.eventList = append(st.eventList, e)
	return i
}

func (pt *cvPoint) building() *building {
	if pt.sum == nil {
		pt.sum = &building{ev: map[int32]struct{}{}}
	}
	return pt.sum
}

// file adds a transition from pt (run by the thread of the last
// scheduling point) to pt's summary.
func (st *stateful) file(pt *cvPoint, fp *footprint) {
	b := pt.building()
	if fp.All {
		b.top = true
	}
	for _, e := range fp.Locs {
		b.ev[st.event(sumEvent{thread: st.running, loc: e.Loc, write: e.Write})] = struct{}{}
	}
}

// StateStored implements jvm.StatefulScheduler.
func (s *clockVector) StateStored(id int64) {
	if s.st != nil && s.depth > 0 {
		s.points[s.depth-1].id = id
	}
}

// StateClosed implements jvm.StatefulScheduler.
func (s *clockVector) StateClosed(id int64) {
	if s.st == nil {
		return
	}
	k := s.pointOf(id)
	if k < 0 {
		return
	}
	pt := &s.points[k]
	if k == s.depth-1 && (len(s.cur.Locs) > 0 || s.cur.All) {
		// The path ended in the transition from here.
		s.st.file(pt, &footprint{Locs: s.cur.Locs, All: s.cur.All})
		s.cur = footprint{}
	}
	b := pt.building()
	sum := s.st.freeze(b)
	s.st.summaries[id] = sum
	if k > 0 {
		s.points[k-1].merge(sum, s.st)
	}
}

// freeze makes a closed state's summary, shared with equal ones.
func (st *stateful) freeze(b *building) *summary {
	if b.top {
		return &summary{top: true}
	}
	ev := make([]int32, 0, len(b.ev))
	for i := range b.ev {
		ev = append(ev, i)
	}
	slices.Sort(ev)
	key := make([]byte, 4*len(ev))
	for i, e := range ev {
		binary.LittleEndian.PutUint32(key[4*i:], uint32(e))
	}
	if sum, ok := st.intern[string(key)]; ok {
		return sum
	}
	sum := &summary{ev: ev}
	st.intern[string(key)] = sum
	return sum
}

func (pt *cvPoint) merge(sum *summary, st *stateful) {
	b := pt.building()
	if sum.top {
		b.top = true
		return
	}
	for _, i := range sum.ev {
		b.ev[i] = struct{}{}
	}
}

func (s *clockVector) pointOf(id int64) int {
	for k := s.depth - 1; k >= 0; k-- {
		if s.points[k].id == id {
			return k
		}
	}
	return -1
}

// StateMatched implements jvm.StatefulScheduler: the transition running
// now ended in state id, explored before.
func (s *clockVector) StateMatched(vm *jvm.VM, id int64) {
	if s.st == nil || s.depth == 0 {
		return
	}
	if k := s.pointOf(id); k >= 0 {
		s.fullExpand(k) // a cycle
		return
	}
	sum := s.st.summaries[id]
	if sum == nil || sum.top {
		s.fullExpand(0)
		return
	}
	s.points[s.depth-1].merge(sum, s.st)
	for _, i := range sum.ev {
		e := s.st.eventList[i]
		s.raceFuture(vm, e)
	}
}

// fullExpand makes every enabled thread a choice at the points from k
// down, and their summaries unknown.
func (s *clockVector) fullExpand(k int) {
	for ; k < s.depth; k++ {
		pt := &s.points[k]
		if tc, ok := pt.cg.(*choicegen.ThreadChoice); ok {
			for _, t := range pt.enabled {
				tc.Add(t)
			}
		}
		pt.building().top = true
	}
}

// raceFuture checks an access a matched state's subtree makes against the
// current path, as if its thread made it next.
func (s *clockVector) raceFuture(vm *jvm.VM, e sumEvent) {
	q := -1
	for _, t := range vm.Threads() {
		if t.SGOID() == e.thread && t.Status() != jvm.StatusTerminated {
			q = t.ID()
		}
	}
	var cp clock
	if q >= 0 {
		cp = s.clocks[q]
	}
	lc := s.locs[e.loc]
	check := func(a *access) {
		if a != nil && int(a.thread) != q && (q < 0 || a.at > cp.At(int(a.thread))) {
			s.backtrack(int(a.at), q, cp)
		}
	}
	check(lc.write)
	if e.write {
		for i := range lc.reads {
			check(&lc.reads[i])
		}
	}
}
