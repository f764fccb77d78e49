package jvm

import (
	"fmt"
	"sort"

	"github.com/gojpf/gojpf/choicegen"
)

// Java threads: starting, ending, waiting, notification, parking,
// interruption and the Verify API's choices.

// Thread.threadStatus values (JVMTI bits, as HotSpot stores them).
const (
	jvmtiRunnable   = 0x0004 | 0x0001
	jvmtiTerminated = 0x0002
)

// newThread makes a thread for a java.lang.Thread object and gives it its
// end-of-life continuation; the caller pushes its first frame.
func (vm *VM) newThread(obj Ref, name string) *Thread {
	t := &Thread{vm: vm, id: vm.nextTID, obj: obj, name: name}
	vm.nextTID++
	if obj != 0 {
		vm.setNative(vm.heap.get(obj), t)
	}
	t.end = &continuation{}
	t.end.resume = func(t *Thread, _ uint64) {
		t.threadEndStep(&t.frames[0].state)
	}
	t.end.onThrow = func(t *Thread, ex Ref) bool {
		if t.frames[0].state == 1 {
			// The uncaught-exception handler itself threw (stage 1 is
			// after dispatchUncaughtException began). HotSpot prints one
			// line and goes on; the exception escaped every handler, so
			// it is an uncaught exception of the thread (as JPF reports
			// it), unless it is a ThreadDeath.
			vm := t.vm
			vm.console(2, []byte(fmt.Sprintf("\nException: %s thrown from the UncaughtExceptionHandler in thread %q\n", vm.heap.get(ex).class.JavaName(), t.name)))
			if vm.violation == nil && !vm.isThreadDeath(ex) {
				vm.violation = vm.uncaughtInfo(t, ex)
			}
			t.threadEndStep(&t.frames[0].state)
			return true
		}
		t.uncaught = ex
		t.threadEndStep(&t.frames[0].state)
		return true
	}
	t.pushContinuation(nil, t.end)
	vm.threads = append(vm.threads, t)
	return t
}

// heldByStart reports whether the monitor of the Thread object obj is
// held by the thread that is starting it, inside Thread.start (which is
// synchronized), with the thread lifecycle modelled. Starting is one
// event of the program (models.go): the new thread's end does not wait
// for its starter to leave Thread.start, though HotSpot's would (and
// getState would show it BLOCKED meanwhile), so that no reduction has to
// reorder the JDK's monitor in start against every thread's end.
func (vm *VM) heldByStart(obj Ref) bool {
	if vm.opts.NoModelThreads {
		return false
	}
	o := vm.heap.get(obj)
	if o.mon == nil || o.mon.owner == nil {
		return false
	}
	for i := range o.mon.owner.frames {
		f := &o.mon.owner.frames[i]
		if f.lock == obj && f.m != nil && f.m.class == vm.wk.thread && f.m.name == "start" {
			return true
		}
	}
	return false
}

// endStageTerminate is the last stage of threadEndStep, where an ending
// thread may wait for its Thread object's monitor.
const endStageTerminate = 4

// threadEndStep runs a thread's end of life, one step per call: dispatch an
// uncaught exception, Thread.exit(), then (for main) wait for the other
// non-daemon threads and run the shutdown sequence, then terminate.
func (t *Thread) threadEndStep(stage *int) {
	vm := t.vm
	t.frames[0].retry = nil
	for {
		switch *stage {
		case 0: // uncaught exception?
			*stage = 1
			if ex := t.uncaught; ex != 0 {
				t.uncaught = 0
				t.diedUncaught = true
				// ThreadDeath (Thread.stop) ends a thread silently:
				// ThreadGroup.uncaughtException does not print it.
				if !vm.hasUncaughtHandler(t) && vm.violation == nil && !vm.isThreadDeath(ex) {
					vm.violation = vm.uncaughtInfo(t, ex)
				}
				if m := vm.wk.thread.lookupMethod("dispatchUncaughtException", "(Ljava/lang/Throwable;)V"); m != nil && t.obj != 0 {
					t.pushArgsAndInvoke(m, uint64(t.obj), uint64(ex))
					return
				}
			}
		case 1: // Thread.exit()
			*stage = 2
			if vm.threadExitModel(t) {
				break
			}
			if m := vm.wk.thread.lookupMethod("exit", "()V"); m != nil && t.obj != 0 {
				t.pushArgsAndInvoke(m, uint64(t.obj))
				return
			}
		case 2:
			*stage = 3
			if t == vm.main && len(vm.threads) > 1 {
				// DestroyJavaVM: wait for the other non-daemon threads.
				t.setStatus(StatusAwaitExit)
				if !t.Enabled() {
					vm.blocked(t)
					return
				}
			}
		case 3:
			t.setStatus(StatusRunnable)
			if t == vm.main && !vm.opts.NoModelThreads && vm.sched != nil {
				// The program ends (daemon threads may still run first):
				// one event; the shutdown sequence runs without
				// scheduling points.
				t.frames[0].retry = func(t *Thread) { t.threadEndStep(&t.frames[0].state) }
				if vm.point(t, vm.newPoint(Point{Kind: PointExitCall})) {
					return
				}
				t.frames[0].retry = nil
			}
			*stage = endStageTerminate
			if t == vm.main {
				if vm.shutdownM == nil {
					// Metadata: it stays across backtracking.
					vm.shutdownM, _ = vm.findMethod("java/lang/Shutdown", "shutdown", "()V")
				}
				if m := vm.shutdownM; m != nil {
					t.pushArgsAndInvoke(m)
					return
				}
			}
		default:
			// Like HotSpot's ensure_join, the ending thread locks its
			// Thread object to notify the threads joining it: while
			// another thread holds that monitor (a joiner between its
			// isAlive check and wait), it waits.
			if t.obj != 0 && !vm.monitorFree(t.obj, t) && !vm.heldByStart(t.obj) {
				// (Step runs this stage again when the thread is resumed.)
				t.blockedOn = t.obj
				t.setStatus(StatusBlocked)
				vm.blocked(t)
				return
			}
			t.blockedOn = 0
			vm.terminate(t)
			return
		}
		if len(t.frames) == 0 {
			return
		}
	}
}

// pushArgsAndInvoke calls m on t from the VM, from the continuation frame
// on top. If the call ends the transition before it begins (a scheduling
// point or a contended lock of a synchronized m), the frame retries it.
func (t *Thread) pushArgsAndInvoke(m *Method, args ...uint64) {
	base := int(t.top().sp)
	t.ensureSlots(base + len(args) + 2)
	copy(t.slots[base:], args)
	t.top().sp = int32(base + len(args))
	if f := t.top(); f.cont != nil {
		f.retry = t.vm.invokeRetry(m, base)
	}
	t.invoke(m, base)
}

// hasUncaughtHandler reports whether an uncaught exception of t goes to a
// handler the program set (then it is not a property violation).
func (vm *VM) hasUncaughtHandler(t *Thread) bool {
	if t.obj == 0 {
		return false
	}
	if slotOf(vm.heap.get(t.obj), vm.tf.uncaughtExceptionHandler) != 0 {
		return true
	}
	return staticField(vm.wk.thread, "defaultUncaughtExceptionHandler") != 0
}

// terminate ends a thread: its stack is empty, its Thread object says
// TERMINATED and threads joining it are woken.
func (vm *VM) terminate(t *Thread) {
	if vm.sched != nil {
		// The scheduler is told (the transition ends here anyway): the
		// end notifies the threads joining it (the Thread object's
		// monitor) and writes the fields isAlive and getState read.
		vm.tell(t, Point{Kind: PointTerminate, Object: t.obj})
		vm.tellThreadFields(t, t.obj)
		if t == vm.main {
			vm.tell(t, Point{Kind: PointExit})
		}
	}
	t.frames = t.frames[:0]
	t.setStatus(StatusTerminated)
	t.done = true
	if o := vm.obs; o != nil {
		o.ThreadTerminated(vm, t)
	}
	if t.obj != 0 {
		o := vm.heap.get(t.obj)
		vm.setThreadStatus(o, jvmtiTerminated)
		vm.putSlot(o, vm.tf.eetop, 0)
		vm.notifyAll(t.obj)
	}
	if vm.anyEnabled() {
		vm.idScratch = vm.enabledThreads(vm.idScratch[:0])
		vm.endTransition(vm.choices.New(choicegen.Terminate, vm.idScratch))
	} else {
		vm.yielding = true
		vm.pending = nil
	}
}

func (vm *VM) anyEnabled() bool {
	for _, t := range vm.threads {
		if t.Enabled() {
			return true
		}
	}
	return false
}

// tellThreadFields tells the scheduler that t wrote the fields of a
// Thread object that the VM keeps (eetop, which isAlive reads, and
// threadStatus, which getState reads), as thread start and end do.
func (vm *VM) tellThreadFields(t *Thread, obj Ref) {
	if vm.sched == nil || obj == 0 {
		return
	}
	o := vm.heap.get(obj)
	if f := vm.tf.eetop; f != nil {
		vm.tell(t, Point{Kind: PointFieldWrite, Object: obj, Field: f})
	}
	if f := vm.tf.threadStatus; f != nil {
		vm.tell(t, Point{Kind: PointFieldWrite, Object: obj, Field: f})
	} else if h := Ref(slotOf(o, vm.tf.holder)); h != 0 {
		if f := vm.heap.get(h).class.fieldByName("threadStatus"); f != nil {
			vm.tell(t, Point{Kind: PointFieldWrite, Object: h, Field: f})
		}
	}
}

// threadStatusField returns the object and field that hold a Thread
// object's threadStatus: the Thread (JDK 17) or its holder (JDK 19+).
func (vm *VM) threadStatusField(o *Object) (Ref, *Field) {
	if f := vm.tf.threadStatus; f != nil {
		return o.ref, f
	}
	if h := Ref(slotOf(o, vm.tf.holder)); h != 0 {
		if f := vm.heap.get(h).class.fieldByName("threadStatus"); f != nil {
			return h, f
		}
	}
	return 0, nil
}

// StatusReadOf returns the thread whose threadStatus the point p reads
// (Thread.getState of another thread looks there), or nil if p reads
// something else. A thread's attempt to lock a held monitor writes its
// threadStatus (BLOCKED), but only on a path where it tries while the
// monitor is held: a reduction that has no event for such an attempt
// learns from this which reads could have seen it.
func (vm *VM) StatusReadOf(p *Point) *Thread {
	if p.Kind != PointFieldRead || p.Field == nil || p.Field.name != "threadStatus" || p.Object == 0 {
		return nil
	}
	if t := vm.ThreadOf(p.Object); t != nil {
		return t
	}
	for _, t := range vm.threads { // JDK 19+: the Thread's holder
		if t.obj != 0 {
			if h, _ := vm.threadStatusField(vm.heap.get(t.obj)); h == p.Object {
				return t
			}
		}
	}
	return nil
}

// threadStatusOf reads a Thread object's threadStatus (0 if it has none).
func (vm *VM) threadStatusOf(o *Object) int32 {
	h, f := vm.threadStatusField(o)
	if f == nil {
		return 0
	}
	return int32(vm.heap.get(h).slots[f.slot])
}

// setThreadStatus writes Thread.threadStatus (JDK 17) or the holder's
// threadStatus (JDK 19+).
func (vm *VM) setThreadStatus(o *Object, status int32) {
	if f := vm.tf.threadStatus; f != nil {
		vm.writeSlot(o, f.slot, i2s(status))
		return
	}
	if h := Ref(slotOf(o, vm.tf.holder)); h != 0 {
		vm.setField(vm.heap.get(h), "threadStatus", i2s(status))
	}
}

// threadField reads the field f (resolved at boot; named name) of a
// Thread (JDK 17) or the field name of its holder (JDK 19+).
func (vm *VM) threadField(o *Object, f *Field, name string) uint64 {
	if f != nil {
		return o.slots[f.slot]
	}
	if h := Ref(slotOf(o, vm.tf.holder)); h != 0 {
		return vm.getField(vm.heap.get(h), name)
	}
	return 0
}

// ThreadOf returns the thread of a started java.lang.Thread object, or nil.
func (vm *VM) ThreadOf(obj Ref) *Thread {
	if obj == 0 {
		return nil
	}
	t, _ := vm.heap.get(obj).native.(*Thread)
	return t
}

// Object returns the thread's java.lang.Thread object.
func (t *Thread) Object() Ref { return t.obj }

// SGOID returns the search-global id of the thread's java.lang.Thread
// object: the thread's identity across paths.
func (t *Thread) SGOID() SGOID { return t.vm.gidOf(t.obj) }

// startThread implements Thread.start0: the new thread runs Thread.run().
func (vm *VM) startThread(t *Thread, obj Ref) (uint64, nativeStatus) {
	o := vm.heap.get(obj)
	if _, started := o.native.(*Thread); started {
		t.throwNew("java/lang/IllegalThreadStateException", "")
		return threw()
	}
	name := "Thread"
	if n := Ref(slotOf(o, vm.tf.name)); n != 0 {
		name = vm.goString(n)
	}
	run := o.class.lookupMethod("run", "()V")
	if run == nil {
		vm.internalf("Thread without run()")
		return failed()
	}
	nt := vm.newThread(obj, name)
	vm.expose(obj) // the new thread reaches its Thread object and all it refers to
	if o := vm.obs; o != nil {
		o.ThreadStarted(vm, nt)
	}
	nt.daemon = vm.threadField(o, vm.tf.daemon, "daemon") != 0
	vm.setThreadStatus(o, jvmtiRunnable)
	// Thread.isAlive tests eetop, the VM's thread pointer.
	vm.putSlot(o, vm.tf.eetop, uint64(nt.id+1))
	vm.tellThreadFields(t, obj)
	if vm.threadField(o, vm.tf.stillborn, "stillborn") != 0 {
		// Thread.stop before start (JDK 17): the thread starts and ends
		// without running run(), as in HotSpot.
		nt.frames[0].retry = func(t *Thread) { t.threadEndStep(&t.frames[0].state) }
	} else {
		nt.pushArgsAndInvoke(o.class.selectVirtual(run), uint64(obj))
	}
	vm.pointAfter(t, Point{Kind: PointStart, Object: obj})
	return retVoid()
}

// --- wait and notify ---

func (vm *VM) notifyAll(obj Ref) {
	for _, w := range vm.threads {
		if (w.status == StatusWaiting || w.status == StatusTimedWait) && w.blockedOn == obj {
			w.notified = true
			if o := vm.obs; o != nil {
				o.ThreadNotified(vm, w)
			}
		}
	}
}

// objectWait implements Object.wait in two steps: the first releases the
// monitor and waits (the transition ends); the second, when the thread is
// scheduled again (notified, timed out or interrupted, and the monitor
// free), re-acquires the monitor.
func objectWait(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	obj := Ref(a[0])
	o := vm.heap.get(obj)
	timeout := int64(a[1])
	if t.phase == 1 {
		t.phase = 0
		t.setStatus(StatusRunnable)
		vm.tell(t, Point{Kind: PointLock, Object: obj, Wakeup: true, Notified: t.notified && timeout == 0 && !vm.opts.SpuriousWakeups}) // the monitor is re-acquired
		vm.setMonitor(o, t, t.waitCount)
		t.blockedOn, t.notified = 0, false
		if t.throwIfInterrupted() {
			return threw()
		}
		return retVoid()
	}
	if o.mon == nil || o.mon.owner != t || o.mon.count == 0 {
		t.throwNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return threw()
	}
	if t.nativePoint(Point{Kind: PointWait, Object: obj}) {
		return 0, nativeYield
	}
	if timeout < 0 {
		t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return threw()
	}
	if t.interrupted() {
		t.clearInterrupt()
		t.throwNew("java/lang/InterruptedException", "")
		return threw()
	}
	t.waitCount = o.mon.count
	vm.setMonitor(o, t, 0)
	t.blockedOn = obj
	t.notified = false
	vm.waitSeq++
	t.waitOrder = vm.waitSeq
	t.setStatus(StatusWaiting)
	if timeout > 0 {
		t.setStatus(StatusTimedWait)
		// As a timed park does: model time passes as if the wait lasted
		// its whole timeout, so that a deadline loop around it (the
		// JDK's Thread.join(millis)) sees the time up when it times out.
		vm.nanos += timeout * 1_000_000
	}
	t.phase = 1
	vm.blocked(t)
	return 0, nativeYield
}

// throwIfInterrupted ends a wait (or join) that an interrupt woke or that
// finds the thread interrupted: it clears the flag and throws
// InterruptedException, or the exception of the Thread.stop that
// interrupted it (which replaces it, as in HotSpot). It reports whether it
// threw.
func (t *Thread) throwIfInterrupted() bool {
	if !t.interruptWake && !t.interrupted() {
		return false
	}
	t.interruptWake = false
	t.clearInterrupt()
	if ex := t.stopEx; ex != 0 {
		t.stopEx = 0
		t.throw(ex)
		return true
	}
	t.throwNew("java/lang/InterruptedException", "")
	return true
}

func objectNotify(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	obj := Ref(a[0])
	o := vm.heap.get(obj)
	if o.mon == nil || o.mon.owner != t {
		t.throwNew("java/lang/IllegalMonitorStateException", "current thread is not owner")
		return threw()
	}
	if !t.hasData && t.nativePoint(Point{Kind: PointNotify, Object: obj}) {
		return 0, nativeYield
	}
	if t.curNative.name == "notifyAll" {
		vm.notifyAll(obj)
		return retVoid()
	}
	// notify wakes one waiting thread, any of them: with several, which
	// one is a choice (in the order they started waiting).
	var waiters []*Thread
	for _, w := range vm.threads {
		if (w.status == StatusWaiting || w.status == StatusTimedWait) && w.blockedOn == obj && !w.notified {
			waiters = append(waiters, w)
		}
	}
	sort.Slice(waiters, func(i, j int) bool { return waiters[i].waitOrder < waiters[j].waitOrder })
	switch {
	case len(waiters) == 0:
	case len(waiters) == 1 || vm.choiceless || vm.sched == nil:
		vm.notifyOne(waiters[0])
	case t.hasData:
		t.hasData = false
		vm.notifyOne(waiters[int32(t.dataValue)])
	default:
		vm.chooser = t
		vm.endTransition(choicegen.NewIntChoice(choicegen.Notify, 0, len(waiters)-1))
		return 0, nativeYield
	}
	return retVoid()
}

// notifyOne wakes one waiting thread.
func (vm *VM) notifyOne(w *Thread) {
	w.notified = true
	if o := vm.obs; o != nil {
		o.ThreadNotified(vm, w)
	}
}

// --- interruption ---

// interrupted reads the thread's interrupted field for the VM (sleep,
// wait, park); the scheduler is told of the read, which races with
// another thread's interrupt.
func (t *Thread) interrupted() bool {
	if t.obj == 0 {
		return false
	}
	o := t.vm.heap.get(t.obj)
	if f := t.vm.tf.interrupted; f != nil {
		t.vm.tell(t, Point{Kind: PointFieldRead, Object: t.obj, Field: f})
	}
	return t.vm.threadField(o, t.vm.tf.interrupted, "interrupted") != 0
}

func (t *Thread) clearInterrupt() {
	if t.obj == 0 {
		return
	}
	o := t.vm.heap.get(t.obj)
	if f := t.vm.tf.interrupted; f != nil {
		t.vm.tell(t, Point{Kind: PointFieldWrite, Object: t.obj, Field: f})
		t.vm.writeSlot(o, f.slot, 0)
	}
}

// threadInterrupt0 wakes a waiting, sleeping or parked thread (Thread.interrupt
// has set its interrupted field already).
func threadInterrupt0(t *Thread, a []uint64) (uint64, nativeStatus) {
	target, _ := t.vm.heap.get(Ref(a[0])).native.(*Thread)
	if target == nil {
		return retVoid()
	}
	if o := t.vm.obs; o != nil {
		o.ThreadInterrupted(t.vm, target)
	}
	switch target.status {
	case StatusWaiting, StatusTimedWait:
		target.notified, target.interruptWake = true, true
	case StatusParked, StatusTimedPark:
		target.interruptWake = true
	default:
		return retVoid()
	}
	// The woken thread may run before the interrupter goes on (its
	// output, say, before the interrupter's): a scheduling point after.
	t.vm.pointAfter(t, Point{Kind: PointInterrupt, Object: Ref(a[0])})
	return retVoid()
}

// --- parking ---

// park implements Unsafe.park: with the permit it returns at once; else the
// thread parks until unparked, interrupted, or (timed) the time passes.
func (vm *VM) park(t *Thread, absolute bool, time int64) (uint64, nativeStatus) {
	if t.phase == 2 {
		t.phase = 0
		t.setStatus(StatusRunnable)
		// the permit is taken
		vm.tell(t, Point{Kind: PointPark, Wakeup: true, Notified: (t.parkPermit || t.interruptWake || t.stopEx != 0) && time == 0 && !absolute && !vm.opts.SpuriousWakeups})
		t.parkPermit = false
		t.interruptWake = false
		if ex := t.stopEx; ex != 0 {
			// Thread.stop woke the thread: park returns by throwing.
			t.stopEx = 0
			t.throw(ex)
			return threw()
		}
		return retVoid()
	}
	if t.parkPermit || t.interrupted() {
		t.parkPermit = false
		return retVoid()
	}
	if time != 0 || absolute {
		t.setStatus(StatusTimedPark)
		if absolute {
			vm.nanos = max(vm.nanos, (time-modelEpochMillis)*1_000_000)
		} else {
			vm.nanos += time
		}
	} else {
		t.setStatus(StatusParked)
	}
	t.phase = 2
	vm.blocked(t)
	return 0, nativeYield
}

// unpark implements Unsafe.unpark: it gives the thread its permit.
func (vm *VM) unpark(t *Thread, threadObj Ref) (uint64, nativeStatus) {
	if threadObj == 0 {
		return retVoid()
	}
	if th, ok := vm.heap.get(threadObj).native.(*Thread); ok {
		th.parkPermit = true
	}
	return retVoid()
}

// threadSleep implements Thread.sleep: model time passes and other threads
// may run.
func threadSleep(t *Thread, nanos int64) (uint64, nativeStatus) {
	if nanos < 0 {
		t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return threw()
	}
	if t.interrupted() {
		t.clearInterrupt()
		t.throwNew("java/lang/InterruptedException", "sleep interrupted")
		return threw()
	}
	vm := t.vm
	vm.nanos += nanos
	// Thread.getState shows a sleeping thread TIMED_WAITING (HotSpot's
	// JVM_Sleep, sleep(0) included) until it runs on: the status is
	// written here and back when the thread resumes (runnableAgain), or
	// at once if no other thread can run in between.
	t.writeStatus(jvmtiAlive | jvmtiWaiting | jvmtiWaitTimeout | jvmtiSleeping)
	vm.pointAfter(t, Point{Kind: PointSleep})
	if !vm.yielding {
		t.runnableAgain()
	}
	return retVoid()
}

// runnableAgain writes RUNNABLE into the threadStatus of a thread that
// runs again after Thread.sleep (its scheduling status stayed runnable).
func (t *Thread) runnableAgain() {
	if t.status == StatusRunnable && t.obj != 0 && t.vm.threadStatusOf(t.vm.heap.get(t.obj))&jvmtiSleeping != 0 {
		t.writeStatus(jvmtiRunnableBits)
	}
}

// JVMTI thread state bits, as java.lang.Thread.threadStatus holds them.
const (
	jvmtiAlive           = 0x0001
	jvmtiWaitIndefinite  = 0x0010
	jvmtiWaitTimeout     = 0x0020
	jvmtiWaiting         = 0x0080
	jvmtiSleeping        = 0x0040
	jvmtiInObjectWait    = 0x0100
	jvmtiParked          = 0x0200
	jvmtiBlockedOnEnter  = 0x0400
	jvmtiRunnableBits    = 0x0004 | jvmtiAlive
	jvmtiTerminatedState = 0x0002
)

// setStatus sets the thread's scheduling status and the threadStatus the
// program sees through Thread.getState.
func (t *Thread) setStatus(s ThreadStatus) {
	t.status = s
	if o := t.vm.obs; o != nil {
		switch s {
		case StatusBlocked:
			o.ThreadBlocked(t.vm, t)
		case StatusWaiting, StatusTimedWait, StatusParked, StatusTimedPark:
			o.ThreadWaiting(t.vm, t)
		}
	}
	if t.obj == 0 {
		return
	}
	var js int32
	switch s {
	case StatusRunnable, StatusAwaitExit, StatusClassInit:
		js = jvmtiRunnableBits
	case StatusBlocked:
		js = jvmtiAlive | jvmtiBlockedOnEnter
	case StatusWaiting:
		js = jvmtiAlive | jvmtiWaiting | jvmtiWaitIndefinite | jvmtiInObjectWait
	case StatusTimedWait:
		js = jvmtiAlive | jvmtiWaiting | jvmtiWaitTimeout | jvmtiInObjectWait
	case StatusParked:
		js = jvmtiAlive | jvmtiWaiting | jvmtiWaitIndefinite | jvmtiParked
	case StatusTimedPark:
		js = jvmtiAlive | jvmtiWaiting | jvmtiWaitTimeout | jvmtiParked
	case StatusTerminated:
		js = jvmtiTerminatedState
	}
	if s == StatusTerminated {
		// Told with the thread's other fields (tellThreadFields).
		t.vm.setThreadStatus(t.vm.heap.get(t.obj), js)
		return
	}
	t.writeStatus(js)
}

// writeStatus writes js into t's threadStatus. Thread.getState reads it:
// another thread can see the thread block, wait, park, sleep and run
// again, so a change is a write of the thread's step for the reductions.
func (t *Thread) writeStatus(js int32) {
	vm := t.vm
	if t.obj == 0 {
		return
	}
	o := vm.heap.get(t.obj)
	if vm.threadStatusOf(o) != js {
		t.tellOwnStatus()
	}
	vm.setThreadStatus(o, js)
}

// tellOwnStatus tells the scheduler that t's step writes t's
// threadStatus (what Thread.getState reads).
func (t *Thread) tellOwnStatus() {
	vm := t.vm
	if vm.sched == nil || t.obj == 0 {
		return
	}
	if h, f := vm.threadStatusField(vm.heap.get(t.obj)); f != nil {
		vm.tell(t, Point{Kind: PointFieldWrite, Object: h, Field: f})
	}
}
