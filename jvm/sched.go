package jvm

import (
	"fmt"

	"github.com/gojpf/gojpf/choicegen"
)

// Thread scheduling. The VM runs one thread at a time. Before every
// scheduling-relevant instruction it asks the Scheduler whether to end the
// transition there; a thread also ends its transition when it blocks,
// starts or ends a thread, or asks for a data choice (Verify). The search
// then takes a Choice: which thread runs next, or which value the data
// choice returns, and resumes the VM with Step.

// ThreadStatus is a thread's scheduling status.
type ThreadStatus int

// Thread statuses.
const (
	StatusRunnable  ThreadStatus = iota
	StatusBlocked                // waiting to enter a monitor (blockedOn)
	StatusWaiting                // Object.wait without timeout (blockedOn)
	StatusTimedWait              // Object.wait with timeout: may time out
	StatusParked                 // LockSupport.park without timeout
	StatusTimedPark              // timed park: may time out
	StatusAwaitExit              // main finished: waits for the other non-daemon threads
	StatusTerminated
	StatusClassInit // waits for another thread to initialize a class (initWait)
	StatusEventWait // a looper waits for an event in its queue (blockedOn: the Looper; events.go)
)

var statusNames = [...]string{"runnable", "blocked", "waiting", "timed-waiting", "parked", "timed-parked", "awaiting-exit", "terminated", "waiting-for-class-init", "waiting-for-event"}

func (s ThreadStatus) String() string { return statusNames[s] }

// PointKind classifies a scheduling point.
type PointKind int

// Scheduling points.
const (
	PointFieldRead PointKind = iota
	PointFieldWrite
	PointStaticRead
	PointStaticWrite
	PointArrayRead
	PointArrayWrite
	PointLock    // monitorenter, synchronized method entry
	PointRelease // monitorexit
	PointWait
	PointNotify
	PointStart
	PointTerminate
	PointPark
	PointUnpark
	PointCAS // compare-and-set and other atomic accesses
	PointSleep
	PointYield
	// PointInterrupt: after Thread.interrupt woke a waiting or parked
	// thread (Object is its Thread object), which may run first.
	PointInterrupt
	// PointExit: the program ends (System.exit, Runtime.halt, or the
	// main thread's end), stopping every thread still alive. Told only.
	PointExit
	// PointSpinWait: after Thread.onSpinWait, the thread busy-waits for
	// another thread's move; schedulers should let others run first.
	PointSpinWait
	// PointClassInit: the thread is about to take on the initialization
	// of Class (JVMS §5.5 step 6: it marks the class in progress under
	// the class's initialization lock); from then on another thread that
	// needs the class waits until it is done. Asked only where the
	// initialization runs code (a <clinit> of the class or of a
	// supertype still to initialize): one that runs none completes at
	// once, and no other thread can see it in progress. A write of the
	// class's initialization state.
	PointClassInit
	// PointClassInitDone: told when the thread that took on Class's
	// initialization (at PointClassInit, while other threads were
	// alive) has finished it, initialized or erroneous, which lets the
	// threads waiting for it go on. A write of the class's
	// initialization state; what the initialization did happens before
	// every later PointClassInitSeen of the class.
	PointClassInitDone
	// PointClassInitSeen: told when the thread needs Class and finds its
	// initialization, which another thread took on while threads ran
	// side by side, done, failed, or still in progress (it then waits).
	// A read of the class's initialization state. Told once per thread
	// and class once done (later uses cannot see anything else).
	PointClassInitSeen
	// PointSuspend: Thread.suspend of the thread whose object is Object
	// (possibly the running thread itself). It disables that thread's
	// next step until a resume: a scheduler must let that thread run
	// before the suspend too.
	PointSuspend
	// PointResume: Thread.resume of the thread whose object is Object.
	// Suspend and resume of one thread conflict (a resume before the
	// suspend is lost).
	PointResume
	// PointStop: Thread.stop of the thread whose object is Object: like
	// a suspend, it changes what that thread's next step does (it
	// throws), so a scheduler must let that thread run before it too.
	PointStop
	// PointJoin: Thread.join checks whether the thread whose object is
	// Object has started (a join before the start returns at once):
	// a read of the start. Told only (models.go).
	PointJoin
	// PointJoined: Thread.join returns after the thread whose object is
	// Object ended. With Wakeup (an untimed join) the end happens before
	// it and the two cannot be reordered (a join before the end waits for
	// it): no race. Without (a timed join, which returned because the
	// thread ended or because it timed out first) it is a read of the
	// end that races with it. Told only.
	PointJoined
	// PointExitCall: the program is about to end (System.exit,
	// Runtime.exit, or the main thread's end while daemon threads live):
	// other threads may get further first. The shutdown sequence then
	// runs without scheduling points, up to PointExit.
	PointExitCall
	// PointConsole: a call that writes to the VM's console (System.out or
	// System.err, Object): one event, a write of that stream, asked
	// before the call's first access. The rest of the call runs without
	// scheduling points and is not told.
	PointConsole
	// PointGroupLeave: an ending thread leaves its ThreadGroup (Object;
	// Field is the group's nthreads, which ThreadGroup.activeCount and
	// enumerate read). It updates the count, and updates by two threads
	// commute: a scheduler that tells them apart orders it with the
	// reads and writes of the field, not with other threads' leaving.
	// Told only (the thread end's model).
	PointGroupLeave
	// PointAtomicBegin: Verify.beginAtomic opens an atomic section (the
	// outermost): other threads may run before it, none until the
	// section ends. Always AtomicStart, as JPF's BEGIN_ATOMIC choice.
	PointAtomicBegin
	// PointPost: the thread posts an event to an event queue
	// (gojpf.events: Handler.post, the poster thread of postDelayed, and
	// Looper.quit, which posts the queue's quit event). Object is the
	// queue's identity, its Looper (a Thread object: vm.ThreadOf gives
	// the looper thread), the same for every post to it; Event is the
	// event, an object allocated per post. Asked before the post takes
	// effect, as any scheduling point. A post to a queue that is quitting
	// (its quit event was posted) is told too, and then drops the event:
	// no PointTaskBegin follows it. The quit event is an event like the
	// others (its task begins and ends, then the looper thread ends).
	// As with every point, posts made while the program had one thread
	// (before any other was started) are not told: they happen before
	// everything the schedulers see (events.go).
	PointPost
	// PointTaskBegin: the looper thread takes the next event (Event) off
	// its queue (Object) and is about to run its handler: a dequeue,
	// asked before it takes effect and before the handler's first
	// instruction. After the looper waited for an event, it is the first
	// point of the looper's transition (Resumed, CanBreak false): the
	// choice that ran the looper was made before it.
	PointTaskBegin
	// PointTaskEnd: the handler of Event returned, normally or by an
	// exception (which then ends the looper thread as an uncaught
	// exception would), on the looper thread of queue Object. Told only
	// (CanBreak false).
	PointTaskEnd
	// PointQueueRead: the thread reads the state of an event queue
	// (Object) without changing it: whether it is quitting (a
	// single-thread executor's isShutdown), whether its worker has ended
	// after the quit (isTerminated, awaitTermination; then a
	// PointJoined without Wakeup, a read of that worker's end, is told
	// with it), and whether the worker of a task that threw needs a
	// replacement (executors.go). A read of the queue, asked as any
	// scheduling point.
	PointQueueRead
)

// choiceIDs maps point kinds to JPF's choice-point ids.
var choiceIDs = [...]choicegen.ID{
	PointFieldRead: choicegen.SharedField, PointFieldWrite: choicegen.SharedField,
	PointStaticRead: choicegen.SharedStatic, PointStaticWrite: choicegen.SharedStatic,
	PointArrayRead: choicegen.SharedArray, PointArrayWrite: choicegen.SharedArray,
	PointLock: choicegen.Lock, PointRelease: choicegen.Release, PointWait: choicegen.Wait,
	PointNotify: choicegen.Notify, PointStart: choicegen.Start, PointTerminate: choicegen.Terminate,
	PointPark: choicegen.Park, PointUnpark: choicegen.Unpark, PointCAS: choicegen.SharedObject,
	PointSleep: choicegen.Sleep, PointYield: choicegen.Yield, PointInterrupt: choicegen.Interrupt,
	PointExit: choicegen.Terminate, PointSpinWait: choicegen.Yield,
	PointClassInit: choicegen.ClassInit, PointClassInitDone: choicegen.ClassInit, PointClassInitSeen: choicegen.ClassInit,
	PointSuspend: choicegen.Suspend, PointResume: choicegen.Resume, PointStop: choicegen.Stop,
	PointJoin: choicegen.Join, PointJoined: choicegen.Join, PointExitCall: choicegen.Terminate, PointConsole: choicegen.SharedObject,
	PointGroupLeave: choicegen.Terminate, PointAtomicBegin: choicegen.BeginAtomic,
	PointPost: choicegen.Post, PointTaskBegin: choicegen.TaskBegin, PointTaskEnd: choicegen.TaskEnd,
	PointQueueRead: choicegen.QueueRead,
}

// Point describes a scheduling point for the Scheduler.
type Point struct {
	Kind   PointKind
	Thread *Thread
	Object Ref    // the object accessed or locked; for start, unpark, terminate, suspend and resume the Thread object (0 for statics and other thread events)
	Class  *Class // for statics: the class; for class initialization: the class initialized
	Field  *Field // for field and static accesses (nil for Unsafe and VarHandle accesses by offset)
	Index  int    // for array accesses: the index; for Unsafe accesses: the slot
	// Event is the event of PointPost, PointTaskBegin and PointTaskEnd
	// (0 for the other kinds): an object allocated per post
	// (gojpf.events' Message), so that its SGOID tells posts apart; a
	// task's begin and end name the event its post named.
	Event Ref
	// CanBreak is false when the VM will not end the transition here
	// whatever the scheduler answers: no other thread is enabled, or the
	// thread is in an atomic section (Verify.beginAtomic) or writing to
	// the console. The scheduler is still told, so that it can record the
	// access.
	CanBreak bool
	// Resumed is true at the first scheduling point of a thread that was
	// just resumed: usually the very instruction its transition ended
	// before (the scheduler was asked there already). It cannot break.
	Resumed bool
	// Wakeup is set on the told re-acquire of a monitor by a thread
	// returning from wait and on the told taking of the permit by a
	// thread returning from park: they follow the notify (or timeout)
	// and unpark that made the thread runnable, and are not attempts of
	// their own.
	Wakeup bool
	// Notified is set with Wakeup when the thread could only return
	// because what it waited for happened (a notify, an unpark, an
	// interrupt, the end of the thread it joined), which so happens
	// before the return. It is false after a timeout or a spurious
	// wake-up, and whenever the wait could have ended that way (a timed
	// wait, Options.SpuriousWakeups): the return may then come before
	// or after the notify or unpark (a race).
	Notified bool
	// AtomicStart is set where a java.util.concurrent operation begins to
	// run atomically (Options.InterleaveJUC): the accesses told from here
	// until the thread's transition ends belong to this point. A
	// scheduler that breaks only at some accesses must break here when
	// it can, as if at a shared access.
	AtomicStart bool
	// InAtomic is set on the points told after AtomicStart, while the
	// operation runs atomically (CanBreak is false on them).
	InAtomic bool
	// Indirect is set on accesses by Unsafe and by a VarHandle in a mode
	// other than plain get and set: their memory order (opaque, acquire,
	// release, volatile, or not known for Unsafe) is not recorded here.
	Indirect bool
}

// ChoiceID returns JPF's choice-point id for a thread choice made at p.
func (p *Point) ChoiceID() choicegen.ID { return choiceIDs[p.Kind] }

// IsWrite reports whether the point writes the object, class or array it
// names (CAS counts as a write).
func (p *Point) IsWrite() bool {
	switch p.Kind {
	case PointFieldWrite, PointStaticWrite, PointArrayWrite, PointCAS:
		return true
	}
	return false
}

// Scheduler decides where transitions end. Reductions implement it; the VM
// knows only this interface (strategies live in package scheduler and
// below, and register there by name).
type Scheduler interface {
	// Break is called before every scheduling-relevant instruction (after
	// thread start, sleep and yield: after the instruction; at thread
	// termination, with CanBreak false, to tell). It returns
	// the choice generator that ends the running thread's transition
	// there, so that the search may run other threads first, or nil to
	// go on. When p.CanBreak is false the answer is ignored. p is valid
	// only during the call (the VM reuses it). The instruction at p has
	// not run yet; when the thread is resumed it runs without asking
	// again.
	Break(vm *VM, p *Point) choicegen.CG
}

// SchedulerState is implemented by schedulers that keep bookkeeping along
// the current path (clock vectors, a DPOR graph, path-local sharedness of
// their own): the search calls SaveState when it stores a state (a new
// choice point) and RestoreState with what SaveState returned when it
// backtracks to that state, before the next choice runs.
type SchedulerState interface {
	// SaveState is called with the choice generator of the new choice
	// point (a thread choice the scheduler or the VM made, or a data
	// choice).
	SaveState(cg choicegen.CG) any
	RestoreState(any)
}

// ChoiceReorderer is implemented by schedulers whose first choice at a
// point depends on what they learnt on other paths (the optimal family's
// wakeup trees): a sharded search (search.Shard) orders the choices of a
// point above its cut the same in every shard (ascending thread ids),
// before it takes the first, and calls Reordered with what SaveState
// returned, so that the scheduler follows the new first choice.
type ChoiceReorderer interface {
	Reordered(saved any)
}

// ChoiceRefiller is implemented by schedulers that may give a stored
// choice point more choices when the search backtracks to it and finds
// its choices used up (the DporEngine replays the path below a Replay
// node this way, paper 000 Algorithm 2). The search calls Refill with what
// SaveState returned for that choice point, before restoring it; Refill
// adds choices to the point's choice generator and reports true, or
// reports false.
type ChoiceRefiller interface {
	Refill(saved any) bool
}

// PathEnder is implemented by schedulers that look at the state a path
// ends in (the program ended, a deadlock, a violation the search goes
// past, a point with no choices left, the depth limit): the search calls
// PathEnded there, before it backtracks.
type PathEnder interface {
	PathEnded(vm *VM)
}

// PathCounter is implemented by schedulers that run some paths to the
// program's end only for what they learn there, not as executions of
// their own (odpor-cs-ob runs an execution that a don't-do sequence cut
// on to the end, so that its race detection sees the reads after the
// cut). At an end state the search asks CountPath; false: the end state
// is no execution, end state or outcome of the search (a violation there
// is still one).
type PathCounter interface {
	CountPath() bool
}

// Probe runs f, which may step the VM (Step), and then returns the VM to
// the state it was in, for schedulers that try what another order of the
// next steps leads to (the context-sensitive checks of paper 002). While
// f runs the listeners see nothing and no output goes through. Probe
// must be called where the search may step: its snapshots stay valid.
func (vm *VM) Probe(f func()) {
	snap := vm.Snapshot()
	obs, pending, pass := vm.obs, vm.pending, vm.passthrough
	vm.SetObserver(nil)
	vm.passthrough = false
	defer func() {
		vm.Restore(snap)
		vm.SetObserver(obs)
		vm.pending, vm.passthrough = pending, pass
	}()
	f()
}

// StatefulScheduler is implemented by schedulers that stay sound with
// state matching by learning what the search does not re-explore: the
// search tells them the id of each state it stores (after SaveState),
// when the current transition ends in a state seen before (its id), and
// when a stored state's choices are all explored (closed). StateStored
// and StateMatched come right after the state was hashed, so vm.Canon
// names its objects: matching states are equal up to the names of their
// objects, and what a scheduler learnt about one state's objects applies
// to the other's through them.
type StatefulScheduler interface {
	StateStored(vm *VM, id int64)
	StateMatched(vm *VM, id int64)
	StateClosed(id int64)
}

// AllEnabled returns a thread choice over every enabled thread, with p's
// JPF id: what an unreduced scheduler breaks with.
func (vm *VM) AllEnabled(p *Point) choicegen.CG {
	vm.idScratch = vm.enabledThreads(vm.idScratch[:0])
	return vm.choices.New(p.ChoiceID(), vm.idScratch)
}

// Choice is what the search decides at a choice point.
type Choice struct {
	CG choicegen.CG
	// For a thread choice the VM resumes the chosen thread; for a data
	// choice, the waiting thread gets the value.
}

// SetScheduler installs the scheduler; with none, the VM never breaks a
// transition on its own (it runs one thread to the end, as a plain JVM).
func (vm *VM) SetScheduler(s Scheduler) {
	vm.sched = s
	b, ok := s.(SoloBreaker)
	vm.breakAlone = ok && b.BreaksAlone()
}

// SoloBreaker is implemented by schedulers whose events must not depend
// on what other threads happen to be enabled (Optimal DPOR's races are
// between single steps): when BreaksAlone reports true, Point.CanBreak
// at an instruction is true also where no other thread is enabled, so
// that each scheduling-relevant step can be a transition of its own (a
// choice of one thread).
type SoloBreaker interface {
	BreaksAlone() bool
}

// Threads returns the VM's threads, in start order.
func (vm *VM) Threads() []*Thread { return vm.threads }

// Status returns the thread's scheduling status.
func (t *Thread) Status() ThreadStatus { return t.status }

// WakesFromWait reports whether the thread's next step returns from
// Object.wait or LockSupport.park (notified, unparked, timed out,
// interrupted or spuriously), not from Thread.join: a return that the VM
// reports as a wake-up (Point.Wakeup), not as an event of its own.
func (t *Thread) WakesFromWait() bool {
	switch t.status {
	case StatusWaiting, StatusTimedWait:
		return t.phase != phaseJoin
	case StatusParked, StatusTimedPark:
		return true
	}
	return false
}

// Suspended reports whether Thread.suspend suspended the thread and no
// resume has resumed it yet: it does not run, whatever its status.
func (t *Thread) Suspended() bool { return t.suspended }

// Enabled reports whether the thread can run now (with
// Options.SpuriousWakeups, a thread in an untimed wait or park can; a
// suspended thread cannot, whatever it waits for).
func (t *Thread) Enabled() bool { return t.enabled(t.vm.opts.SpuriousWakeups) }

// enabled reports whether the thread can run now; spurious: a thread in
// an untimed wait or park may wake up without notify or unpark.
func (t *Thread) enabled(spurious bool) bool {
	if t.suspended || t.spinBlocked {
		return false
	}
	vm := t.vm
	switch t.status {
	case StatusRunnable, StatusTimedPark:
		return true
	case StatusBlocked, StatusTimedWait:
		return vm.monitorFree(t.blockedOn, t)
	case StatusWaiting:
		return (t.notified || spurious) && vm.monitorFree(t.blockedOn, t)
	case StatusParked:
		return t.parkPermit || t.interruptWake || spurious
	case StatusClassInit:
		return t.initWait.initState != classInitializing
	case StatusEventWait:
		return t.stopEx != 0 || vm.eventWaitEnabled(t.blockedOn)
	case StatusAwaitExit:
		for _, o := range vm.threads {
			if o != t && o.status != StatusTerminated && !o.daemon {
				return false
			}
		}
		return true
	}
	return false
}

// EnabledThreads returns the ids of the threads that can run, in order.
func (vm *VM) EnabledThreads() []int {
	return vm.enabledThreads(make([]int, 0, len(vm.threads)))
}

// enabledThreads appends the ids of the threads that can run to ids.
func (vm *VM) enabledThreads(ids []int) []int {
	for _, t := range vm.threads {
		if t.Enabled() {
			ids = append(ids, t.id)
		}
	}
	return ids
}

// Thread returns the thread with the given id, or nil.
func (vm *VM) Thread(id int) *Thread {
	for _, t := range vm.threads {
		if t.id == id {
			return t
		}
	}
	return nil
}

// MonitorOwner returns the thread that holds the monitor of the object r
// refers to and how many times it entered it (nil and 0 when free).
func (vm *VM) MonitorOwner(r Ref) (*Thread, int) {
	if r == 0 {
		return nil, 0
	}
	o := vm.heap.get(r)
	if o.mon == nil || o.mon.count == 0 {
		return nil, 0
	}
	return o.mon.owner, o.mon.count
}

func (vm *VM) monitorFree(obj Ref, t *Thread) bool {
	if obj == 0 {
		return true
	}
	o := vm.heap.get(obj)
	return o.mon == nil || o.mon.count == 0 || o.mon.owner == t
}

// othersEnabled reports whether a thread other than t can run.
func (vm *VM) othersEnabled(t *Thread) bool {
	for _, o := range vm.threads {
		if o != t && o.Enabled() {
			return true
		}
	}
	return false
}

// newPoint fills the VM's scratch Point (no allocation per access).
func (vm *VM) newPoint(p Point) *Point {
	vm.pt = p
	return &vm.pt
}

// point is called by the interpreter before a scheduling-relevant
// instruction; it reports true if the transition ends before it.
func (vm *VM) point(t *Thread, p *Point) bool {
	if vm.sched == nil || len(vm.threads) == 1 {
		// Alone (no other thread was ever started): nothing to
		// interleave with, and nothing a scheduler needs to hear (a
		// thread started later inherits this one's past).
		t.resumed = false
		return false
	}
	p.Thread = t
	p.Resumed = t.resumed
	atomic, base := t.atomicJDKFor(isEventPoint(p.Kind) || t.nativeOfEvents())
	switch atomic {
	case atomicEvents:
		// The event classes' own code: never a point, never told (its
		// transitions begin at the event points or elsewhere).
		t.resumed = false
		return false
	case atomicThreadBookkeeping:
		if !t.resumed {
			return false // not a scheduling point at all (see atomicJDK)
		}
	case atomicConsoleCall:
		if t.inConsole {
			t.resumed = false
			return false // the call's event was told already
		}
		// The call's first access: the console event takes its place.
		*p = Point{Kind: PointConsole, Object: Ref(t.slots[t.frames[base].base]), Thread: t, Resumed: t.resumed}
	}
	if t.resumed {
		t.resumed = false
		p.CanBreak = false
		// The transition began here (or in the local code since): a
		// java.util.concurrent operation runs on atomically.
		t.inJUC, t.jucBase = atomic == atomicJUC, base
	} else {
		p.CanBreak = vm.atomic == 0 && (atomic == notAtomic || atomic == atomicConsoleCall || atomic == atomicJUC && !t.inJUC) && (vm.breakAlone || vm.othersEnabled(t))
		if atomic != atomicJUC {
			t.inJUC = false
		} else if p.CanBreak {
			t.inJUC, t.jucBase = true, base
			p.AtomicStart = true
		} else {
			p.InAtomic = t.inJUC
		}
	}
	if p.Kind == PointAtomicBegin {
		p.AtomicStart = p.CanBreak
	}
	if p.CanBreak {
		vm.asks++
	}
	cg := vm.sched.Break(vm, p)
	if cg == nil && p.CanBreak && vm.tooLong(t) {
		vm.idScratch = vm.enabledThreads(vm.idScratch[:0])
		cg = vm.choices.New(choicegen.MaxTransitionLength, vm.idScratch)
	}
	if cg == nil || !p.CanBreak {
		if atomic == atomicConsoleCall {
			t.inConsole, t.consoleBase = true, base
		}
		if o := vm.obs; o != nil {
			o.SchedulingEvent(vm, p)
		}
		if vm.rec != nil {
			vm.rec.event(vm, p)
		}
		return false
	}
	vm.endTransition(cg)
	vm.byScheduler = true
	return true
}

// tooLong reports whether the current transition has run past
// Options.MaxTransitionLength instructions and t is in the program's own
// code (JDK code, such as a long class initialization, runs on).
func (vm *VM) tooLong(t *Thread) bool {
	max := vm.opts.MaxTransitionLength
	if max <= 0 || vm.insns-vm.stepStart < max {
		return false
	}
	for i := len(t.frames) - 1; i >= 0; i-- {
		if m := t.frames[i].m; m != nil && !m.class.internal() {
			return m.class.module == ""
		}
	}
	return false
}

// tell tells the scheduler of an event that cannot end the transition
// (CanBreak is false): a waiting thread re-acquiring its monitor, a
// parked thread taking its permit.
func (vm *VM) tell(t *Thread, pt Point) {
	if vm.sched == nil || len(vm.threads) == 1 {
		return
	}
	pt.Thread = t
	p := vm.newPoint(pt)
	vm.sched.Break(vm, p)
	if o := vm.obs; o != nil {
		o.SchedulingEvent(vm, p)
	}
	if vm.rec != nil {
		vm.rec.event(vm, p)
	}
}

// nativePoint is point for natives: true means the transition ends and the
// native returns nativeYield (it runs again when the thread is resumed).
func (t *Thread) nativePoint(p Point) bool {
	if t.vm.sched == nil {
		return false
	}
	return t.vm.point(t, t.vm.newPoint(p))
}

// atomicJDK kinds: code where gojpf does not break transitions.
const (
	notAtomic = iota
	// atomicConsole: writing to a PrintStream, or running the Java body
	// of a gov.nasa.jpf.vm.Verify method (its print helpers and the
	// rest, which JPF runs as native peers: without scheduling points;
	// VerifyJSON is createFromJSON's).
	// Its accesses are still told to the scheduler: the order of two
	// threads' output matters.
	atomicConsole
	// atomicThreadBookkeeping: the JDK's own bookkeeping in Thread.start
	// and Thread.exit (thread group membership, clearing the ending
	// thread's fields). Not scheduling points at all, as in JPF, whose
	// Thread model does this natively: the scheduler is not told of
	// these accesses, so their order between threads is not a
	// dependency (a program reading ThreadGroup counts concurrently could
	// see fewer orders than the JVM allows). Thread start and end
	// themselves are choice points, and the fields the VM keeps (eetop,
	// threadStatus) are told.
	atomicThreadBookkeeping
	// atomicJUC: an operation of java.util.concurrent's synchronization
	// primitives (the packages java.util.concurrent.locks and .atomic:
	// AbstractQueuedSynchronizer and the locks, conditions, latches and
	// semaphores built on it, LockSupport, the atomics), and the code it
	// calls. These operations are trusted to be linearizable, as their
	// specification says. Each runs atomically from its first scheduling
	// point where another thread could run (Point.AtomicStart: every
	// scheduler ends the transition there) until it returns to its caller
	// (the frame that called its outermost locks/atomic method), calls
	// program code back (a lambda), or blocks (park, a held monitor).
	// Its accesses are still told to the scheduler. Its callers, the
	// program and the rest of the JDK (queues, FutureTask, thread pools),
	// keep their scheduling points: a thread pool's worker, whose loop
	// is JDK code, still interleaves between the operations it makes.
	// Yield and onSpinWait still end transitions. Options.InterleaveJUC
	// turns this off.
	atomicJUC
	// atomicConsoleCall: a call that writes to one of the VM's console
	// streams (models.go): its first scheduling point becomes the call's
	// one event, PointConsole; the rest are not points and not told.
	atomicConsoleCall
	// atomicEvents: the code of the event classes (gojpf.events, with
	// the thread models on): no scheduling points and no accesses told;
	// the points of its natives (PointPost, PointTaskBegin) are asked as
	// if from the code that called it (events.go).
	atomicEvents
)

// atomicJDK reports whether t is running JDK code that gojpf runs
// without scheduling points, as JPF's native peers do: console output
// and thread bookkeeping (see the constants). Interleaving inside them
// shows nothing a program can observe (PrintStream and ThreadGroup
// synchronize their operations) and only multiplies states. Program code
// that these call (toString, an overriding ThreadGroup) keeps its
// scheduling points.
//
// For atomicJUC it also returns the index of the outermost frame of
// java.util.concurrent.locks or .atomic code above the program's frames:
// the operation ends when that frame is popped.
func (t *Thread) atomicJDK() (kind, base int) { return t.atomicJDKFor(false) }

// atomicJDKFor is atomicJDK; for an event point (eventPoint), the event
// classes' frames on top are left out: the point is the program's post
// or the looper's dequeue, in the context of the code below them.
func (t *Thread) atomicJDKFor(eventPoint bool) (kind, base int) {
	models := !t.vm.opts.NoModelThreads
	top := len(t.frames) - 1
	for i := top; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil {
			continue
		}
		c := f.m.class
		ck := c.frameKinds()
		if models && ck&kindEvents != 0 {
			if i < top && isTaskRunner(f.m) {
				// A handler's frames: as if the program had called it.
				return kind, base
			}
			if eventPoint && kind == notAtomic {
				continue
			}
			return atomicEvents, 0
		}
		if ck&kindInternal != 0 {
			continue // the frames below decide
		}
		if c.module == "" {
			if ck&kindVerify != 0 {
				return atomicConsole, 0
			}
			return kind, base // program code
		}
		if ck&kindPrintStream != 0 {
			if models {
				if j := t.consoleCall(i); j >= 0 {
					return atomicConsoleCall, j
				}
			}
			return atomicConsole, 0
		}
		if models {
			switch t.vm.modelOf(f.m) {
			case modelBookkeeping:
				return atomicThreadBookkeeping, 0
			case modelOwnFrame:
				if i == top {
					return atomicThreadBookkeeping, 0
				}
			}
		} else if c == t.vm.wk.thread && (f.m.name == "exit" || f.m.name == "start") {
			return atomicThreadBookkeeping, 0
		}
		if c.juc && !t.vm.opts.InterleaveJUC {
			kind, base = atomicJUC, i
		}
	}
	return kind, base
}

// nativeOfEvents reports whether t is in a native that the event
// classes' code called (its own natives, or the JDK's thread models that
// a single-thread executor calls: Thread.join, interrupt, sleep): its
// points are asked and told as if from the program code below, as the
// event points are.
func (t *Thread) nativeOfEvents() bool {
	if t.curNative == nil || t.vm.opts.NoModelThreads || len(t.frames) == 0 {
		return false
	}
	m := t.frames[len(t.frames)-1].m
	return m != nil && isEventsClass(m.class)
}

// consoleCall returns the index of the outermost PrintStream frame of the
// call whose frame i is a PrintStream's (the frames between it and the
// program's are the JDK's), if that PrintStream is one of the VM's
// console streams; else -1.
func (t *Thread) consoleCall(i int) int {
	j := i
	for k := i - 1; k >= 0; k-- {
		f := &t.frames[k]
		if f.m == nil {
			continue
		}
		if f.m.class.module == "" {
			break
		}
		if f.m.class.name == "java/io/PrintStream" {
			j = k
		}
	}
	if f := &t.frames[j]; f.m.IsStatic() || !t.vm.isConsoleStream(Ref(t.slots[f.base])) {
		return -1
	}
	return j
}

// pointAfter ends the transition after the current instruction (thread
// start, termination, sleep, yield) when another thread could run.
func (vm *VM) pointAfter(t *Thread, pt Point) {
	if vm.sched == nil || len(vm.threads) == 1 {
		return
	}
	pt.Thread = t
	p := vm.newPoint(pt)
	p.CanBreak = vm.atomic == 0 && vm.othersEnabled(t)
	if p.CanBreak {
		vm.asks++
	}
	if o := vm.obs; o != nil {
		o.SchedulingEvent(vm, p) // the instruction has run
	}
	if vm.rec != nil {
		vm.rec.event(vm, p)
	}
	if cg := vm.sched.Break(vm, p); cg != nil && p.CanBreak {
		vm.endTransition(cg)
		vm.byScheduler = true
	}
}

// Asks counts the scheduling points on the current path where the
// scheduler was asked and could break (restored on backtracking).
// Together with BrokeByScheduler it lets a search replay a path without
// the scheduler: ending transitions at the same asks.
func (vm *VM) Asks() int64 { return vm.asks }

// BrokeByScheduler reports whether the last transition ended because the
// scheduler broke it (not because the thread blocked or ended, or a data
// choice).
func (vm *VM) BrokeByScheduler() bool { return vm.byScheduler }

// blocked ends the transition because thread t cannot go on.
func (vm *VM) blocked(t *Thread) {
	ids := vm.enabledThreads(vm.idScratch[:0])
	vm.idScratch = ids
	if len(ids) == 0 {
		vm.yielding, vm.pending = true, nil // deadlock (or the end)
		return
	}
	vm.endTransition(vm.choices.New(choicegen.Block, ids))
}

// endTransition stops the interpreter at the next instruction boundary and
// leaves the choice generator for the search.
func (vm *VM) endTransition(cg choicegen.CG) {
	vm.yielding = true
	vm.pending = cg
}

// Pending returns the choice generator the last transition ended with (nil
// if it ended because the program ended, or the VM stopped).
func (vm *VM) Pending() choicegen.CG { return vm.pending }

// ObjectName names an object as traces and deadlock reports do: its
// class and identity hash, e.g. "java.lang.Object@1b".
func (vm *VM) ObjectName(r Ref) string {
	o := vm.heap.get(r)
	return fmt.Sprintf("%s@%x", o.class.JavaName(), o.hash)
}

// BlockedOnString names what a blocked or waiting thread waits for, e.g.
// "java.lang.Object@1b" ("" when it waits for nothing).
func (t *Thread) BlockedOnString() string {
	switch t.status {
	case StatusBlocked, StatusWaiting, StatusTimedWait:
		if t.blockedOn != 0 {
			return t.vm.ObjectName(t.blockedOn)
		}
	case StatusParked, StatusTimedPark:
		// LockSupport.park(blocker) records what the thread parks for.
		if t.obj != 0 {
			if b := Ref(t.vm.getField(t.vm.heap.get(t.obj), "parkBlocker")); b != 0 {
				o := t.vm.heap.get(b)
				return fmt.Sprintf("%s@%x (parked)", o.class.JavaName(), o.hash)
			}
		}
		return "park permit"
	case StatusEventWait:
		return t.vm.ObjectName(t.blockedOn) // its queue
	case StatusClassInit:
		if class, by := t.InitWait(); by != nil {
			return fmt.Sprintf("class %s (being initialized by %q)", class, by.name)
		}
	}
	return ""
}

// InitWait names the class a thread waiting for another thread's class
// initialization (StatusClassInit) waits for, with the thread
// initializing it; by is nil when the thread waits for none.
func (t *Thread) InitWait() (class string, by *Thread) {
	if t.status != StatusClassInit || t.initWait == nil || t.initWait.initState != classInitializing {
		return "", nil
	}
	return t.initWait.JavaName(), t.initWait.initThread
}

// StackStrings renders the thread's Java stack, innermost first.
func (t *Thread) StackStrings() []string {
	var out []string
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil || f.cont != nil {
			continue
		}
		out = append(out, frameString(f.m, f.pc))
	}
	return out
}

// spins is asked at a backward branch of thread t to target (the loop's
// head) with Options.SpinBlock: it reports whether the thread came back
// to the head to find the state as it was at its last visit (then it is
// spin-blocked, and the transition ends).
func (t *Thread) spins(f *Frame, target int32, sp int32) bool {
	vm := t.vm
	if len(vm.threads) == 1 || vm.atomic > 0 || t.inConsole || t.inJUC || f.m.class.FromJDK() || f.m.class.frameKinds()&kindEvents != 0 {
		// Only the program's own loops, outside atomic sections: the
		// JDK's are bookkeeping, often in calls that run atomically;
		// a looper's event loop waits for posts, it never spins.
		return false
	}
	f.pc, f.sp = target, sp
	h, ok := vm.StateHash()
	if !ok {
		return false
	}
	v := spinVisit{depth: len(t.frames), m: f.m, pc: target, hash: h, nanos: vm.nanos}
	for _, w := range t.spinSeen {
		if w == v {
			t.spinBlocked = true
			vm.spinBlocks++
			vm.blocked(t)
			return true
		}
	}
	seen := t.spinSeen
	if len(seen) == maxSpinVisits {
		seen = seen[1:]
	}
	if len(seen) == cap(seen) {
		seen = vm.spinArray(seen)
	}
	t.spinSeen = append(seen, v)
	return false
}

// spinArray moves a full loop-head window to a new array with room
// for spinRoom, or twice its length, more visits: carved from a chunk
// that only ever hands out fresh parts (the windows of snapshots may
// share the old arrays).
func (vm *VM) spinArray(seen []spinVisit) []spinVisit {
	n := len(seen) + max(spinRoom, 2*len(seen))
	if n > len(vm.spinChunk) {
		vm.spinChunk = make([]spinVisit, max(n, spinChunk))
	}
	a := vm.spinChunk[:len(seen):n]
	vm.spinChunk = vm.spinChunk[n:]
	copy(a, seen)
	return a
}

// Livelocked reports whether the path ends in a livelock: no thread can
// run, and one waits only for another's step in a busy-wait
// (Options.SpinBlock).
func (vm *VM) Livelocked() bool {
	if vm.Ended() {
		return false
	}
	spin := false
	for _, t := range vm.threads {
		if t.enabled(false) {
			return false
		}
		spin = spin || t.spinBlocked
	}
	return spin
}

// SpinBlocks counts the busy-wait iterations that spin-blocked their
// thread (Options.SpinBlock) since the VM started.
func (vm *VM) SpinBlocks() int64 { return vm.spinBlocks }
