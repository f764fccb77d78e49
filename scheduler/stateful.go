package scheduler

import (
	"bytes"
	"encoding/binary"
	"hash/maphash"
	"runtime"
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
// explored below it touch (thread, location, write or read), complete
// once the state is closed (its choices all explored: the summary is the
// union of its own transitions and its children's summaries, matched
// children included). On a match of a closed state, each access of its
// summary is checked, like an access the matching thread makes next,
// against the accesses of its location on the current path: with the
// thread's current clock (a lower bound of the clock it would have then,
// so more races, never fewer), adding it (or, where it was not enabled,
// the threads that were) to the choice before the racing transition. A
// thread the summary names that does not exist yet on this path is
// treated as enabled nowhere.
//
// Names. States match up to a renaming of their objects (jvm.StateHash),
// so a summary cannot name objects by anything that differs between two
// matching states (their SGOIDs count allocations). A closed summary
// names each object by its canonical name in the summary's state
// (jvm.Canon), threads by their ids (matching states have the same
// threads, in the same order) and statics by their ids. While a state is
// open its summary names objects by their references on the current path
// (all its transitions and children lie on paths through it, where a
// reference below the state's heap length means the same object); it is
// renamed when the state closes. An object allocated below the state
// cannot be touched by any path before it, so its accesses leave the
// summary; an interned string the state's traversal did not reach is
// named by its contents (jvm.Canon); any other object that existed in the
// state but that its naming did not reach (which would be a root the
// state hash misses) makes the summary unknown. A child's summary joins its parent's through the
// child's naming, and a matched state's summary is checked through the
// naming of the state that matched it.
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
	running   int32 // the thread of the last scheduling point
	events    map[sumEvent]int32
	eventList []sumEvent
	// sumOf holds each closed state's summary by state id: an index
	// into sums plus one (0: not closed), 4 bytes a stored state. sums
	// are the distinct summaries (equal ones shared), the unknown one
	// first; each is a run of enc, its event indices ascending as
	// uvarint differences. intern finds a summary by its encoding's
	// hash (seed). sumOf and enc grow by chunks, never copied: no
	// slice twice as long as needed, no garbage, as they grow with the
	// states stored.
	sumOf  idTable
	sums   []sumRef
	enc    runArena
	intern map[uint64]uint32
	seed   maphash.Seed
	// evBuf, encBuf and dec are scratch space: freeze's events and
	// encoding, and the summary decoded last (summaryAt).
	evBuf  []int32
	encBuf []byte
	dec    summary
	// closed and unknown count the closed states' summaries and the
	// unknown ones among them; unnamed counts those made unknown by an
	// access of an object the state's naming did not reach.
	closed, unknown, unnamed int64
}

// sumEvent is an access in a summary: by thread (its id), of slot of an
// object or of a class's statics (statics: obj is the statics id), read
// or write. An object is obj: its reference on the current path in an
// open summary, its canonical name in a closed one.
type sumEvent struct {
	thread  int32
	obj     uint64
	slot    int32
	statics bool
	write   bool
}

// summary is a closed state's: event indices, sorted; top: unknown.
type summary struct {
	ev  []int32
	top bool
}

// sumRef is a closed summary: its encoding, n bytes at off in enc's
// chunk (sums[0], the unknown summary, has none).
type sumRef struct{ chunk, off, n uint32 }

// building is an open state's summary.
type building struct {
	ev  map[int32]struct{}
	top bool
}

func newStateful() *stateful {
	mem := &chunkMem{}
	st := &stateful{events: map[sumEvent]int32{}, sums: []sumRef{{}}, intern: map[uint64]uint32{}, seed: maphash.MakeSeed(),
		sumOf: idTable{mem: mem}, enc: runArena{mem: mem}}
	// The chunks go back to the system once the scheduler is dropped.
	runtime.AddCleanup(st, (*chunkMem).free, mem)
	return st
}

// summary returns the summary of closed state id (nil: none), valid
// until the next call of summary or summaryAt.
func (st *stateful) summary(id int64) *summary {
	i := st.sumOf.get(id)
	if i == 0 {
		return nil
	}
	return st.summaryAt(i - 1)
}

// summaryAt decodes summary i of sums into st.dec.
func (st *stateful) summaryAt(i uint32) *summary {
	st.dec.top, st.dec.ev = i == 0, st.dec.ev[:0]
	b, e := st.enc.bytes(st.sums[i]), uint64(0)
	for len(b) > 0 {
		d, n := binary.Uvarint(b)
		e += d
		b = b[n:]
		st.dec.ev = append(st.dec.ev, int32(e))
	}
	return &st.dec
}

// setSummary records closed state id's summary, sum's index in sums.
func (st *stateful) setSummary(id int64, sum uint32) {
	st.sumOf.set(id, sum+1)
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
		ev := sumEvent{thread: st.running, obj: uint64(e.Obj), slot: e.Loc.Slot, write: e.Write}
		if e.Obj == 0 {
			ev.obj, ev.statics = uint64(e.Loc.Obj), true
		}
		b.ev[st.event(ev)] = struct{}{}
	}
}

// StateStored implements jvm.StatefulScheduler.
func (s *clockVector) StateStored(vm *jvm.VM, id int64) {
	if s.st != nil && s.depth > 0 {
		pt := &s.points[s.depth-1]
		pt.id, pt.canon = id, vm.Canon()
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
		s.st.file(pt, s.takeFootprint())
	}
	si := s.st.freeze(pt.building(), pt.canon)
	s.st.setSummary(id, si)
	sum := s.st.summaryAt(si)
	s.st.closed++
	if sum.top {
		s.st.unknown++
	}
	if k > 0 {
		s.points[k-1].merge(sum, s.st, pt.canon)
	}
	pt.canon = nil
}

// freeze makes a closed state's summary, objects named through the
// state's naming, shared with equal ones: it returns its index in sums.
func (st *stateful) freeze(b *building, canon *jvm.Canon) uint32 {
	if b.top {
		return 0
	}
	ev := st.evBuf[:0]
	defer func() { st.evBuf = ev[:0] }()
	for i := range b.ev {
		e := st.eventList[i]
		if !e.statics {
			r := jvm.Ref(e.obj)
			if canon == nil {
				return 0 // the state was not hashed
			}
			if !canon.Existed(r) {
				continue // allocated below the state
			}
			name, ok := canon.Name(r)
			if !ok {
				st.unnamed++
				return 0
			}
			e.obj = name
			i = st.event(e)
		}
		ev = append(ev, i)
	}
	slices.Sort(ev)
	ev = slices.Compact(ev)
	key, last := st.encBuf[:0], int32(0)
	for _, e := range ev {
		key = binary.AppendUvarint(key, uint64(e-last))
		last = e
	}
	st.encBuf = key
	h := maphash.Bytes(st.seed, key)
	i, ok := st.intern[h]
	if ok {
		if bytes.Equal(st.enc.bytes(st.sums[i]), key) {
			return i
		}
	}
	n := uint32(len(st.sums))
	st.sums = append(st.sums, st.enc.add(key))
	if !ok {
		st.intern[h] = n // (a different summary with the same hash stays unshared)
	}
	return n
}

// merge adds a closed summary to pt's open one, its objects named by
// canon: those of a state on the current path (a child of pt's, or the
// state the last transition from pt matched).
func (pt *cvPoint) merge(sum *summary, st *stateful, canon *jvm.Canon) {
	b := pt.building()
	if sum.top {
		b.top = true
		return
	}
	for _, i := range sum.ev {
		if e := st.eventList[i]; !e.statics {
			r := canon.Object(e.obj)
			if r == 0 && e.obj&jvm.HiddenName != 0 {
				continue // a string interned there and not here: new below
			}
			if r == 0 {
				b.top = true // no such object: the states do not match
				return
			}
			e.obj = uint64(r)
			i = st.event(e)
		}
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
	s.matchedAt = s.depth
	if s.st == nil || s.depth == 0 {
		return
	}
	if k := s.pointOf(id); k >= 0 {
		s.fullExpand(k) // a cycle
		return
	}
	sum := s.st.summary(id)
	canon := vm.Canon()
	if sum == nil || sum.top || canon == nil {
		s.fullExpand(0)
		return
	}
	pt := &s.points[s.depth-1]
	pt.merge(sum, s.st, canon)
	if pt.building().top {
		s.fullExpand(0)
		return
	}
	for _, i := range sum.ev {
		e := s.st.eventList[i]
		x := location{Obj: jvm.SGOID(e.obj), Slot: e.slot}
		if !e.statics {
			r := canon.Object(e.obj)
			if r == 0 {
				continue // see merge
			}
			x.Obj = vm.SGOID(r)
		}
		s.raceFuture(vm, int(e.thread), x, e.write)
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

// raceFuture checks an access of x a matched state's subtree makes, by
// thread, against the current path, as if the thread made it next.
func (s *clockVector) raceFuture(vm *jvm.VM, thread int, x location, write bool) {
	q := -1
	if t := vm.Thread(thread); t != nil && t.Status() != jvm.StatusTerminated {
		q = thread
	}
	var cp clock
	if q >= 0 {
		cp = s.clocks.of(q)
	}
	var lc locClock
	if l := s.locs[x]; l != nil && l.lc != nil {
		lc = *l.lc
	}
	check := func(a *access) {
		if a != nil && int(a.thread) != q && (q < 0 || a.at > cp.At(int(a.thread))) {
			s.backtrack(int(a.at), q, cp)
		}
	}
	check(lc.write)
	if write {
		check(lc.acq) // a lock, if x is a monitor
		for i := range lc.reads {
			check(&lc.reads[i])
		}
	}
}

// Report implements Reporter: with state matching, how many summaries
// were made and how many of them are unknown (and why).
func (s *clockVector) Report() Report {
	if s.st == nil {
		return Report{}
	}
	return Report{Stats: []Stat{
		{Name: "summaries", Value: s.st.closed},
		{Name: "unknown_summaries", Value: s.st.unknown},
		{Name: "unnamed_object_summaries", Value: s.st.unnamed},
	}}
}
