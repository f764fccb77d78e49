package hb

import (
	"github.com/gojpf/gojpf/jvm"
	"github.com/gojpf/gojpf/sharedness"
)

// Kind is what an event does to a location.
type Kind uint8

// Kinds of access.
const (
	Read  Kind = iota
	Write      // a write: dependent with every other access but an Edge
	// Acquire is a monitor's outermost lock, or a class's initialization
	// taken on: a write that happens after the location's releases.
	Acquire
	// Release is a monitor's outermost unlock (or a wait), or a class's
	// initialization finished: a write whose thread's clock the next
	// Acquire or Edge of the location joins.
	Release
	// Edge happens after the location's last write and releases and is
	// never a race: the return from a wait, a park or an untimed join,
	// which the notify, unpark or end it follows enabled.
	Edge
	// Update changes a location in a way that commutes with other
	// updates (a thread leaving its group): dependent with reads, writes
	// and releases of the location, not with other updates.
	Update
)

// Writes reports whether k changes the location (Update aside).
func (k Kind) Writes() bool { return k == Write || k == Acquire || k == Release }

// Access is one location an event touches, and how.
type Access struct {
	Loc  Location
	Kind Kind
	// Obj is the object touched on the current path (0 for statics and
	// class initialization): what a stateful reduction names through a
	// state's canonical naming (jvm.Canon), since SGOIDs differ between
	// matching states.
	Obj jvm.Ref
}

// Event is what one scheduling point does, for every dynamic reduction:
// the locations it touches (at most three), whether it depends on every
// other event, and the thread it starts. It is the one place where the
// VM's scheduling points become happens-before; the reductions differ in
// how they record it (clock vectors per location, a DPOR graph with one
// location a node, an execution's events), not in what it is.
type Event struct {
	acc [3]Access
	n   int8
	// Main is the index of the access a model with one location an
	// event takes as the event's own (the DporEngine's nodes), -1 if
	// the event has none (a notify, which the monitor it holds orders).
	Main int8
	// Relevant: another thread can see or be affected by the event. An
	// event that is not relevant needs no choice point; one that is may
	// still touch nothing (a reentrant lock, whose thread already owns
	// the monitor).
	Relevant bool
	// All: the event depends on every other (it ends the program while
	// threads still run, suspends, resumes or stops a thread, or
	// interrupts one, which may wake it).
	All bool
	// Started is the thread a Thread.start made runnable: everything it
	// does happens after the start.
	Started *jvm.Thread
}

// Accesses returns the event's accesses, in the order the event makes
// them.
func (e *Event) Accesses() []Access { return e.acc[:e.n] }

func (e *Event) add(loc Location, k Kind, obj jvm.Ref) {
	e.acc[e.n] = Access{Loc: loc, Kind: k, Obj: obj}
	e.n++
}

// Touch returns the access as a footprint's touch (an Edge reads).
func (a Access) Touch() Touch {
	return Touch{Loc: a.Loc, Write: a.Kind != Read && a.Kind != Edge, Update: a.Kind == Update, Obj: a.Obj}
}

// Of returns the event of the scheduling point p, as the VM is before
// p's instruction runs (the wake-ups and thread events the VM tells
// after they happened aside). f decides which data accesses another
// thread can make.
//
// Locations and kinds:
//   - a field, static or array access: a Read or Write of its slot (a CAS
//     reads, then writes); accesses f deems thread-local are not relevant.
//   - a monitor (not relevant when only this thread can reach it): the
//     outermost lock Acquires it, the outermost unlock Releases it, a
//     wait Releases it and Writes its wait set, a notify Writes the wait
//     set; the return from a wait Acquires it again after an Edge of the
//     wait set (after the notify), or a Read of it (a timeout, a spurious
//     wake-up). Reentrant locks and unlocks touch nothing.
//   - class initialization: taken on Acquires the class's state, done
//     Releases it, found done (or waited for) Reads it.
//   - park Writes the thread's permit, the return from a blocking park is
//     an Edge of it (after the unpark) or, timed out or spurious, a Write; unpark Writes the target's
//     permit; interrupt Writes it too and depends on everything.
//   - suspend, resume and stop Write the target's suspension and depend
//     on everything (they disable, enable or change the target's next
//     step).
//   - console output Writes its stream.
//   - Thread.start Writes the thread's start and starts it; a join Reads
//     the start; the return of an untimed join is an Edge of the end, a
//     timed join Reads it; a thread's end Writes its Thread object's
//     monitor (the notify of joiners) and its end.
//   - leaving a thread group Updates the group's monitor and its count.
//   - a post to an event queue, and the looper's taking the next event
//     off it, Write the queue (one shared object); a read of its state
//     (a single-thread executor's isShutdown) Reads it; a task's end
//     touches nothing.
//   - the program's end depends on every thread it stops.
//
// Sleep, yield, spin-waits, the call that ends the program, atomic
// sections and a task's end touch nothing and are not relevant: whether they are choice
// points is each reduction's policy, as is where the relevant ones are.
func Of(vm *jvm.VM, p *jvm.Point, f *sharedness.Filter) Event {
	e := Event{Main: 0}
	obj := func(r jvm.Ref, slot int32) Location { return Location{Obj: vm.SGOID(r), Slot: slot} }
	switch p.Kind {
	case jvm.PointFieldRead, jvm.PointFieldWrite, jvm.PointStaticRead, jvm.PointStaticWrite,
		jvm.PointArrayRead, jvm.PointArrayWrite, jvm.PointCAS:
		if !f.Relevant(vm, p) {
			return e
		}
		x := Location{Obj: sharedness.Target(vm, p), Slot: int32(p.Index)}
		if p.Field != nil {
			x.Slot = int32(p.Field.Slot())
		}
		switch {
		case p.Kind == jvm.PointCAS:
			// It reads what it may replace (an observer of the last
			// write, for odpor-ob), then writes.
			e.add(x, Read, p.Object)
			e.add(x, Write, p.Object)
			e.Main = 1
		case p.IsWrite():
			e.add(x, Write, p.Object)
		default:
			e.add(x, Read, p.Object)
		}
	case jvm.PointLock, jvm.PointRelease, jvm.PointWait, jvm.PointNotify:
		if !vm.Exposed(p.Object) {
			return e // a monitor only this thread can reach
		}
		mon, waiters := obj(p.Object, SlotMonitor), obj(p.Object, SlotNotify)
		owner, n := vm.MonitorOwner(p.Object)
		switch {
		case p.Kind == jvm.PointLock && p.Wakeup:
			// Back from wait (or a join on a locked Thread): after the
			// notify that let it go; after a timeout or a spurious
			// wake-up, a read of the wait set that races with notifies.
			e.add(mon, Acquire, p.Object)
			if p.Notified {
				e.add(waiters, Edge, p.Object)
			} else {
				e.add(waiters, Read, p.Object)
			}
		case p.Kind == jvm.PointLock && owner == nil:
			e.add(mon, Acquire, p.Object)
		case p.Kind == jvm.PointRelease && owner == p.Thread && n == 1:
			e.add(mon, Release, p.Object)
		case p.Kind == jvm.PointWait:
			e.add(mon, Release, p.Object)
			e.add(waiters, Write, p.Object)
		case p.Kind == jvm.PointNotify:
			e.add(waiters, Write, p.Object)
			e.Main = -1
		}
		// Else a reentrant lock or unlock, or a lock attempt that
		// blocks: nothing another thread could see.
	case jvm.PointClassInit, jvm.PointClassInitDone, jvm.PointClassInitSeen:
		k := Read // found done, or waited for
		switch p.Kind {
		case jvm.PointClassInit:
			k = Acquire
		case jvm.PointClassInitDone:
			k = Release
		}
		e.add(Location{Obj: p.Class.StaticsID(), Slot: SlotClassInit}, k, 0)
	case jvm.PointPark:
		k := Write // a park, or a return without the unpark
		if p.Wakeup && p.Notified {
			k = Edge // after the unpark that gave the permit
		}
		e.add(obj(p.Thread.Object(), SlotPermit), k, p.Thread.Object())
	case jvm.PointUnpark:
		if p.Object == 0 {
			return e
		}
		e.add(obj(p.Object, SlotPermit), Write, p.Object)
	case jvm.PointInterrupt:
		// It may wake a waiting or parked thread (rare): dependent with
		// everything.
		e.All = true
		if p.Object != 0 {
			e.add(obj(p.Object, SlotPermit), Write, p.Object)
		}
	case jvm.PointSuspend, jvm.PointResume, jvm.PointStop:
		// A resume before the suspend is lost; a suspend disables its
		// target, a resume enables it, a stop changes its next step.
		e.All = true
		e.add(obj(p.Object, SlotSuspend), Write, p.Object)
	case jvm.PointConsole:
		e.add(obj(p.Object, SlotConsole), Write, p.Object)
	case jvm.PointTerminate:
		// Like HotSpot's ensure_join, the thread locks its Thread
		// object, notifies the threads waiting on it and unlocks it; and
		// it writes its end, which joins wait for.
		if p.Object == 0 {
			return e
		}
		e.add(obj(p.Object, SlotMonitor), Write, p.Object)
		e.add(obj(p.Object, SlotEnded), Write, p.Object)
		e.Main = 1
	case jvm.PointJoin:
		// Whether the thread started: a join before the start returns
		// at once.
		e.add(obj(p.Object, SlotStarted), Read, p.Object)
	case jvm.PointJoined:
		k := Edge // an untimed join returns after the end
		if !p.Wakeup {
			k = Read // a timed join: the end, or not yet
		}
		e.add(obj(p.Object, SlotEnded), k, p.Object)
	case jvm.PointGroupLeave:
		// Under the group's monitor, as ThreadGroup.threadTerminated:
		// both commute with other threads' leaving, not with the
		// program's locks of the group or reads of the count.
		e.add(obj(p.Object, SlotMonitor), Update, p.Object)
		e.add(Location{Obj: vm.SGOID(p.Object), Slot: int32(p.Field.Slot())}, Update, p.Object)
	case jvm.PointStart:
		e.add(obj(p.Object, SlotStarted), Write, p.Object)
		e.Started = vm.ThreadOf(p.Object)
	case jvm.PointPost, jvm.PointTaskBegin:
		// The queue as one shared object (paper 001's baseline): a post
		// writes it, and so does the looper taking an event off. The
		// post of an event so happens before its task.
		e.add(obj(p.Object, SlotQueue), Write, p.Object)
	case jvm.PointQueueRead:
		// Whether the queue is quitting (a single-thread executor's
		// isShutdown and the rest): a read of the queue.
		e.add(obj(p.Object, SlotQueue), Read, p.Object)
	case jvm.PointExit:
		for _, th := range vm.Threads() {
			if th != p.Thread && th.Status() != jvm.StatusTerminated {
				e.All = true // it stops the threads still running
			}
		}
	default:
		// Sleep, yield, spin-waits, the call that ends the program,
		// atomic sections and a task's end touch nothing.
		return e
	}
	e.Relevant = true
	return e
}
