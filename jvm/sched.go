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
)

var statusNames = [...]string{"runnable", "blocked", "waiting", "timed-waiting", "parked", "timed-parked", "awaiting-exit", "terminated", "waiting-for-class-init"}

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
	PointInterrupt
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
}

// Point describes a scheduling point for the Scheduler.
type Point struct {
	Kind   PointKind
	Thread *Thread
	Object Ref    // the object accessed or locked (0 for statics)
	Class  *Class // for statics: the class
	Field  *Field // for field and static accesses
	Index  int    // for array accesses
}

// Scheduler decides where transitions end. Reductions implement it; the VM
// knows only this interface.
type Scheduler interface {
	// Break reports whether the running thread's transition ends before
	// the instruction at p (so that other threads may run first). It is
	// only asked when another thread is enabled. p is valid only during
	// the call (the VM reuses it).
	Break(vm *VM, p *Point) bool
}

// Choice is what the search decides at a choice point.
type Choice struct {
	CG choicegen.CG
	// For a thread choice the VM resumes the chosen thread; for a data
	// choice, the waiting thread gets the value.
}

// SetScheduler installs the scheduler; with none, the VM never breaks a
// transition on its own (it runs one thread to the end, as a plain JVM).
func (vm *VM) SetScheduler(s Scheduler) { vm.sched = s }

// Threads returns the VM's threads, in start order.
func (vm *VM) Threads() []*Thread { return vm.threads }

// Status returns the thread's scheduling status.
func (t *Thread) Status() ThreadStatus { return t.status }

// Enabled reports whether the thread can run now.
func (t *Thread) Enabled() bool {
	vm := t.vm
	switch t.status {
	case StatusRunnable, StatusTimedPark:
		return true
	case StatusBlocked, StatusTimedWait:
		return vm.monitorFree(t.blockedOn, t)
	case StatusWaiting:
		return t.notified && vm.monitorFree(t.blockedOn, t)
	case StatusParked:
		return t.parkPermit || t.interruptWake
	case StatusClassInit:
		return t.initWait.initState != classInitializing
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
	var ids []int
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

func (vm *VM) monitorFree(obj Ref, t *Thread) bool {
	if obj == 0 {
		return true
	}
	o := vm.heap.get(obj)
	return o.mon == nil || o.mon.count == 0 || o.mon.owner == t
}

// countEnabledOthers counts enabled threads other than t.
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
	if t.resumed {
		t.resumed = false
		return false
	}
	if vm.sched == nil || vm.atomic > 0 || t.inConsole() || !vm.othersEnabled(t) {
		return false
	}
	p.Thread = t
	if vm.sched.Break(vm, p) {
		vm.endTransition(choicegen.NewThreadChoice(choiceIDs[p.Kind], vm.EnabledThreads()))
		return true
	}
	return false
}

// inConsole reports whether t is writing to a PrintStream (JDK code called
// from PrintStream, with no program code in between). Console output is
// atomic, as JPF's native PrintStream makes it: interleaving inside it
// shows nothing new (PrintStream synchronizes its operations), and only
// multiplies states. Program code that PrintStream calls (toString) keeps
// its scheduling points.
func (t *Thread) inConsole() bool {
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil {
			continue
		}
		if f.m.class.module == "" {
			return false // program code
		}
		if f.m.class.name == "java/io/PrintStream" {
			return true
		}
	}
	return false
}

// pointAfter ends the transition after the current instruction (thread
// start, termination, sleep, yield) when another thread could run.
func (vm *VM) pointAfter(t *Thread, kind PointKind) {
	if vm.sched == nil || vm.atomic > 0 || !vm.othersEnabled(t) {
		return
	}
	if vm.sched.Break(vm, &Point{Kind: kind, Thread: t}) {
		vm.endTransition(choicegen.NewThreadChoice(choiceIDs[kind], vm.EnabledThreads()))
	}
}

// blocked ends the transition because thread t cannot go on.
func (vm *VM) blocked(t *Thread) {
	ids := vm.EnabledThreads()
	if len(ids) == 0 {
		vm.yielding, vm.pending = true, nil // deadlock (or the end)
		return
	}
	vm.endTransition(choicegen.NewThreadChoice(choicegen.Block, ids))
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

// BlockedOnString names what a blocked or waiting thread waits for, e.g.
// "java.lang.Object@1b" ("" when it waits for nothing).
func (t *Thread) BlockedOnString() string {
	switch t.status {
	case StatusBlocked, StatusWaiting, StatusTimedWait:
		if t.blockedOn != 0 {
			o := t.vm.heap.get(t.blockedOn)
			return fmt.Sprintf("%s@%x", o.class.JavaName(), o.hash)
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
	}
	return ""
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
