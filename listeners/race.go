package listeners

import (
	"fmt"

	"github.com/gojpf/gojpf/jvm"
)

func init() {
	Register(Info{
		Name: "race",
		Doc:  "precise data race detector (like JPF's PreciseRaceDetector, by happens-before): two conflicting accesses of one non-volatile field or array element, by two threads, not ordered by the Java memory model's happens-before on the path, is a violation naming both lines; any scheduler",
		Options: []string{
			"race.jdk=true|false",
			"race.include=PATTERN,… (only accesses in the methods that match, Class.method with * a wildcard, as JPF's)",
			"race.exclude=PATTERN,… (not accesses in the methods that match; it wins over race.include)",
		},
		JPF: []string{"gov.nasa.jpf.listener.PreciseRaceDetector"},
		New: func(c Config) (Listener, error) {
			if err := checkKeys(c, "race", []string{"race."}, []string{"race.jdk", "race.include", "race.exclude"}); err != nil {
				return nil, err
			}
			jdk, err := c.Bool("race.jdk", false)
			if err != nil {
				return nil, err
			}
			r := newRace(jdk)
			r.include, r.exclude = c.List("race.include"), c.List("race.exclude")
			return r, nil
		},
	})
}

// race is a happens-before data race detector (vector clocks, as DJIT+
// and FastTrack compute them). It follows the events the VM reports to
// the scheduler along the current path and keeps, per thread, the clock
// of what happens before its next action (JLS §17.4.5: program order,
// unlock before the next lock of the monitor, a volatile write before
// every later read of it, Thread.start before the thread's first action,
// a thread's last action before a join or isAlive that sees it ended,
// class initialization before its use), and per location (a non-volatile
// field, static or array element) the last write and the reads since. An
// access that conflicts with one the thread's clock does not cover is a
// data race: the two accesses are concurrent in this execution, whichever
// order the scheduler ran them in, so it is reported on the first path
// where both happen, without waiting for an interleaving that puts them
// side by side.
//
// What orders more than the JLS asks is taken as ordering: console output
// (PrintStream locks itself), Unsafe and VarHandle accesses (their memory
// order is not recorded, so each counts as a volatile read and write),
// CAS. Such an edge can hide a race, never invent one. Accesses by JDK
// code are neither checked nor recorded unless race.jdk=true; their
// synchronization always counts.
//
// The state follows the search: an undo log, rolled back to what it was
// when a state was stored each time the search returns to that state.
type race struct {
	VMAdapter
	SearchAdapter
	jdk bool

	clocks map[int]vclock     // thread id → clock
	syncs  map[syncKey]vclock // what releases of a monitor, volatile, … carry
	vars   map[varKey]*varState
	undo   []raceUndo
	marks  map[int64]int // stored state id → undo length

	search   *Search
	reported map[string]bool // races already reported (by the two sites)

	// include, exclude select the accesses checked by their method
	// (JPF's race.include, race.exclude); skip caches the decision.
	include, exclude patterns
	skip             map[*jvm.Method]bool
}

func newRace(jdk bool) *race {
	return &race{jdk: jdk, clocks: map[int]vclock{}, syncs: map[syncKey]vclock{}, vars: map[varKey]*varState{}, marks: map[int64]int{}, reported: map[string]bool{}, skip: map[*jvm.Method]bool{}}
}

// vclock is a vector clock by thread id; never changed once shared
// (updates copy).
type vclock []int32

func (c vclock) at(t int) int32 {
	if t < len(c) {
		return c[t]
	}
	return 0
}

// join returns the pointwise maximum of a and b, and whether b added
// anything to a (if not, a itself).
func join(a, b vclock) (vclock, bool) {
	grow := false
	for i, v := range b {
		if v > a.at(i) {
			grow = true
			break
		}
	}
	if !grow {
		return a, false
	}
	n := len(a)
	if len(b) > n {
		n = len(b)
	}
	out := make(vclock, n)
	copy(out, a)
	for i, v := range b {
		if v > out[i] {
			out[i] = v
		}
	}
	return out, true
}

// tick returns c with thread t's own entry advanced.
func tick(c vclock, t int) vclock {
	n := len(c)
	if t >= n {
		n = t + 1
	}
	out := make(vclock, n)
	copy(out, c)
	out[t]++
	return out
}

// syncKey names what a release publishes and an acquire reads: a
// monitor, a volatile location, a thread's end or park permit, a class's
// initialization, a console stream.
type syncKey struct {
	kind  uint8
	obj   jvm.Ref
	class *jvm.Class
	slot  int
}

const (
	syncMonitor uint8 = iota
	syncVolatile
	syncEnded
	syncPermit
	syncInit
	syncConsole
	syncEvent // an event posted to a gojpf.events queue (by its object)
)

// varKey is a plain location: a field of an object, a static of a class,
// an array element.
type varKey struct {
	obj   jvm.Ref
	class *jvm.Class
	slot  int
}

// access is one recorded access: its thread and that thread's own clock
// entry then, and where it was.
type access struct {
	thread int
	epoch  int32
	site   string
}

type varState struct {
	write *access
	reads []access // since the write, one per thread
}

type raceUndo struct {
	kind   uint8 // 0 clock, 1 sync, 2 var
	thread int
	c      vclock
	had    bool
	sk     syncKey
	vk     varKey
	vs     *varState
}

func (r *race) setClock(t int, c vclock) {
	old, had := r.clocks[t]
	r.undo = append(r.undo, raceUndo{kind: 0, thread: t, c: old, had: had})
	r.clocks[t] = c
}

func (r *race) clock(t int) vclock {
	c, ok := r.clocks[t]
	if !ok {
		// A thread the detector has not seen start: the main thread, or
		// one started before the first event (nothing could race yet).
		c = tick(nil, t)
		r.setClock(t, c)
	}
	return c
}

// release publishes thread t's clock at k and advances t.
func (r *race) release(t int, k syncKey) {
	c := r.clock(t)
	old, had := r.syncs[k]
	r.undo = append(r.undo, raceUndo{kind: 1, sk: k, c: old, had: had})
	r.syncs[k], _ = join(old, c)
	r.setClock(t, tick(c, t))
}

// acquire orders thread t after every release at k so far.
func (r *race) acquire(t int, k syncKey) {
	s, ok := r.syncs[k]
	if !ok {
		return
	}
	if j, grew := join(r.clock(t), s); grew {
		r.setClock(t, j)
	}
}

// skipped reports whether race.include and race.exclude leave out the
// accesses of m (matched as Class.method, JPF's MethodInfo.getBaseName).
func (r *race) skipped(m *jvm.Method) bool {
	if len(r.include) == 0 && len(r.exclude) == 0 {
		return false
	}
	skip, ok := r.skip[m]
	if !ok {
		skip = !isMatch(m.Class().JavaName()+"."+m.Name(), r.include, r.exclude)
		r.skip[m] = skip
	}
	return skip
}

// SchedulingEvent implements jvm.Observer.
func (r *race) SchedulingEvent(vm *jvm.VM, p *jvm.Point) {
	t := p.Thread.ID()
	switch p.Kind {
	case jvm.PointFieldRead, jvm.PointFieldWrite, jvm.PointStaticRead, jvm.PointStaticWrite,
		jvm.PointArrayRead, jvm.PointArrayWrite:
		write := p.IsWrite()
		if p.Indirect || p.Field != nil && p.Field.IsVolatile() {
			k := syncKey{kind: syncVolatile, obj: p.Object, class: p.Class, slot: slot(p)}
			switch {
			case p.Indirect:
				r.acquire(t, k)
				r.release(t, k)
			case write:
				r.release(t, k)
			default:
				r.acquire(t, k)
			}
			return
		}
		m, pc := p.Thread.Method()
		if m == nil || !r.jdk && m.Class().FromJDK() || r.skipped(m) {
			return
		}
		r.check(vm, p, t, write, m, pc)
	case jvm.PointCAS:
		k := syncKey{kind: syncVolatile, obj: p.Object, class: p.Class, slot: slot(p)}
		r.acquire(t, k)
		r.release(t, k)
	case jvm.PointLock:
		r.acquire(t, syncKey{kind: syncMonitor, obj: p.Object})
	case jvm.PointRelease, jvm.PointWait:
		r.release(t, syncKey{kind: syncMonitor, obj: p.Object})
	case jvm.PointStart:
		if child := vm.ThreadOf(p.Object); child != nil {
			c := r.clock(t)
			cc, _ := join(r.clock(child.ID()), c)
			r.setClock(child.ID(), tick(cc, child.ID()))
			r.setClock(t, tick(c, t))
		}
	case jvm.PointTerminate:
		if p.Object != 0 {
			r.release(t, syncKey{kind: syncEnded, obj: p.Object})
		}
	case jvm.PointJoined:
		r.acquire(t, syncKey{kind: syncEnded, obj: p.Object})
	case jvm.PointPark:
		if p.Wakeup {
			r.acquire(t, syncKey{kind: syncPermit, obj: p.Thread.Object()})
		}
	case jvm.PointUnpark, jvm.PointInterrupt:
		if p.Object != 0 {
			r.release(t, syncKey{kind: syncPermit, obj: p.Object})
		}
	case jvm.PointClassInit, jvm.PointClassInitSeen:
		r.acquire(t, syncKey{kind: syncInit, class: p.Class})
	case jvm.PointClassInitDone:
		r.release(t, syncKey{kind: syncInit, class: p.Class})
	case jvm.PointConsole:
		k := syncKey{kind: syncConsole, obj: p.Object}
		r.acquire(t, k)
		r.release(t, k)
	case jvm.PointPost:
		// The queue is synchronized: what the poster did before the
		// post happens before the handler of the event.
		r.release(t, syncKey{kind: syncEvent, obj: p.Event})
	case jvm.PointTaskBegin:
		r.acquire(t, syncKey{kind: syncEvent, obj: p.Event})
	}
}

// slot is the field slot or array index (Unsafe offset) p touches.
func slot(p *jvm.Point) int {
	if p.Field != nil {
		return p.Field.Slot()
	}
	return p.Index
}

// check records a plain access and reports the accesses it races with.
func (r *race) check(vm *jvm.VM, p *jvm.Point, t int, write bool, m *jvm.Method, pc int) {
	k := varKey{obj: p.Object, class: p.Class, slot: slot(p)}
	if p.Field != nil && p.Object == 0 {
		k.class = p.Field.Class()
	}
	c := r.clock(t)
	me := access{thread: t, epoch: c.at(t), site: site(p.Thread, write, m, pc)}
	old := r.vars[k]
	if old != nil {
		if w := old.write; w != nil && w.thread != t && w.epoch > c.at(w.thread) {
			r.race(vm, p, w.site, me.site)
		}
		if write {
			for _, rd := range old.reads {
				if rd.thread != t && rd.epoch > c.at(rd.thread) {
					r.race(vm, p, rd.site, me.site)
				}
			}
		}
	}
	r.undo = append(r.undo, raceUndo{kind: 2, vk: k, vs: old})
	if write {
		r.vars[k] = &varState{write: &me}
		return
	}
	ns := &varState{}
	if old != nil {
		ns.write = old.write
		for _, rd := range old.reads {
			if rd.thread != t {
				ns.reads = append(ns.reads, rd)
			}
		}
	}
	ns.reads = append(ns.reads, me)
	r.vars[k] = ns
}

func site(t *jvm.Thread, write bool, m *jvm.Method, pc int) string {
	what := "reads"
	if write {
		what = "writes"
	}
	return fmt.Sprintf("thread %q %s at %s:%d (%s.%s)", t.Name(), what, m.Class().SourceFile(), m.Line(pc), m.Class().JavaName(), m.Name())
}

func (r *race) race(vm *jvm.VM, p *jvm.Point, first, second string) {
	key := first + "|" + second
	if r.reported[key] {
		return
	}
	r.reported[key] = true
	if r.search != nil {
		// The search takes it when the transition ends.
		r.search.ReportViolation("race", fmt.Sprintf("race on %s: %s, %s", location(vm, p), first, second))
	}
}

func location(vm *jvm.VM, p *jvm.Point) string {
	switch {
	case p.Field != nil:
		return p.Field.Class().JavaName() + "." + p.Field.Name()
	default:
		return fmt.Sprintf("%s[%d]", vm.ObjectClass(p.Object).JavaName(), p.Index)
	}
}

// SearchStarted keeps the search, to which races are reported.
func (r *race) SearchStarted(s *Search) { r.search = s }

// StateStored remembers where the undo log stood at the stored state.
func (r *race) StateStored(s *Search) {
	r.marks[s.StateID] = len(r.undo)
}

// StateRestored rolls the clocks and locations back to the state's.
func (r *race) StateRestored(s *Search) {
	mark, ok := r.marks[s.StateID]
	if !ok {
		return
	}
	for i := len(r.undo) - 1; i >= mark; i-- {
		u := r.undo[i]
		switch u.kind {
		case 0:
			if u.had {
				r.clocks[u.thread] = u.c
			} else {
				delete(r.clocks, u.thread)
			}
		case 1:
			if u.had {
				r.syncs[u.sk] = u.c
			} else {
				delete(r.syncs, u.sk)
			}
		case 2:
			if u.vs != nil {
				r.vars[u.vk] = u.vs
			} else {
				delete(r.vars, u.vk)
			}
		}
	}
	r.undo = r.undo[:mark]
}
