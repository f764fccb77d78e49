package jvm

func javaLangThreadNatives() nativeTable {
	return nativeTable{
		"java/lang/Thread.registerNatives()V": noop,
		"java/lang/Thread.currentThread()Ljava/lang/Thread;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.obj)
		},
		"java/lang/Thread.currentCarrierThread()Ljava/lang/Thread;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return retRef(t.obj)
		},
		"java/lang/Thread.isAlive()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			th, _ := t.vm.obj(a[0]).native.(*Thread)
			return retBool(th != nil && th.status != StatusTerminated)
		},
		"java/lang/Thread.isAlive0()Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			th, _ := t.vm.obj(a[0]).native.(*Thread)
			return retBool(th != nil && th.status != StatusTerminated)
		},
		"java/lang/Thread.holdsLock(Ljava/lang/Object;)Z": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			if a[0] == 0 {
				t.throwNPE("")
				return threw()
			}
			o := t.vm.obj(a[0])
			return retBool(o.mon != nil && o.mon.owner == t && o.mon.count > 0)
		},
		"java/lang/Thread.setPriority0(I)V":                   noop,
		"java/lang/Thread.setNativeName(Ljava/lang/String;)V": noop,
		"java/lang/Thread.interrupt0()V":                      threadInterrupt0,
		"java/lang/Thread.clearInterruptEvent()V":             noop,
		"java/lang/Thread.yield()V":                           threadYield,
		"java/lang/Thread.yield0()V":                          threadYield,
		"java/lang/Thread.onSpinWait()V":                      threadOnSpinWait,
		"java/lang/Thread.sleep(J)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return threadSleep(t, int64(a[0])*1_000_000)
		},
		"java/lang/Thread.sleep0(J)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return threadSleep(t, int64(a[0]))
		},
		"java/lang/Thread.start0()V":                  threadStart0,
		"java/lang/Thread.suspend0()V":                threadSuspend0,
		"java/lang/Thread.resume0()V":                 threadResume0,
		"java/lang/Thread.stop0(Ljava/lang/Object;)V": threadStop0,
		"java/lang/Thread.getThreads()[Ljava/lang/Thread;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			var refs []Ref
			for _, th := range t.vm.threads {
				if !th.done && th.obj != 0 {
					refs = append(refs, th.obj)
				}
			}
			return t.newRefArray("[Ljava/lang/Thread;", refs)
		},
		"java/lang/Thread.getNextThreadIdOffset()J": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.unsupportedf("Thread.getNextThreadIdOffset")
			return failed()
		},
	}
}

// threadStart0 starts a thread. The JDK's own daemon threads (reference
// handling, finalization, cleaners) are not started: gojpf models no
// garbage collection, so they would have nothing to do. Thread.start has
// added such a thread to its group already; the group forgets it again
// (ThreadGroup.threadStartFailed, JDK 17), so that a group's activeCount
// and enumerate agree on the threads that run.
func threadStart0(t *Thread, a []uint64) (uint64, nativeStatus) {
	o := t.vm.obj(a[0])
	switch o.class.name {
	case "java/lang/ref/Reference$ReferenceHandler", "java/lang/ref/Finalizer$FinalizerThread",
		"jdk/internal/misc/InnocuousThread", "java/lang/Thread$CleanerThread":
		g := Ref(t.vm.getField(o, "group"))
		failed := t.vm.wk.threadGroup.lookupMethod("threadStartFailed", "(Ljava/lang/Thread;)V")
		if g == 0 || failed == nil {
			return retVoid()
		}
		return t.invokeThen(failed, []uint64{uint64(g), a[0]}, func(t *Thread, _ uint64) (uint64, nativeStatus) {
			return retVoid()
		})
	}
	return t.vm.startThread(t, Ref(a[0]))
}

// threadOnSpinWait: the thread spins until another thread does
// something, a point after which others should run (PointSpinWait).
//
// Inside an atomic java.util.concurrent operation (atomicJUC) nothing
// another thread does can change while it spins, so its bounded spins
// (AbstractQueuedSynchronizer retries a woken acquire up to 255 times)
// only repeat themselves: they run on, and only a spin longer than
// maxAtomicSpins, which waits for another thread, ends the transition.
func threadOnSpinWait(t *Thread, a []uint64) (uint64, nativeStatus) {
	if t.inJUC {
		t.atomicSpins++
		if t.atomicSpins <= maxAtomicSpins {
			return retVoid()
		}
		t.atomicSpins = 0
	}
	t.vm.pointAfter(t, Point{Kind: PointSpinWait})
	return retVoid()
}

// maxAtomicSpins bounds the spins of an atomic operation in one
// transition (above AbstractQueuedSynchronizer's 255).
const maxAtomicSpins = 300

func threadYield(t *Thread, a []uint64) (uint64, nativeStatus) {
	t.vm.pointAfter(t, Point{Kind: PointYield})
	return retVoid()
}

// threadSuspend0 implements Thread.suspend as HotSpot does: a live thread
// stops until it is resumed. It keeps the monitors it holds and whatever
// it waits for, and stays stopped once that would let it go on (a
// notification, a free monitor): it is not enabled (Thread.Enabled). A
// thread that suspends itself stops at once; suspending a thread that is
// not started or has ended does nothing. Other threads may run before the
// suspend (a scheduling point): whether the target got further first, or
// a resume came before it and was lost, is up to the order.
func threadSuspend0(t *Thread, a []uint64) (uint64, nativeStatus) {
	obj := Ref(a[0])
	if t.nativePoint(Point{Kind: PointSuspend, Object: obj}) {
		return 0, nativeYield
	}
	vm := t.vm
	vm.tellAliveRead(t, obj)
	target := vm.ThreadOf(obj)
	if target == nil || target.status == StatusTerminated {
		return retVoid()
	}
	target.suspended = true
	if target == t {
		vm.blocked(t) // (the native has returned when the thread runs again)
	}
	return retVoid()
}

// threadResume0 implements Thread.resume: a suspended thread may run again
// (if what it waits for lets it); resuming a thread that is not suspended
// does nothing. A scheduling point, like suspend.
func threadResume0(t *Thread, a []uint64) (uint64, nativeStatus) {
	obj := Ref(a[0])
	if t.nativePoint(Point{Kind: PointResume, Object: obj}) {
		return 0, nativeYield
	}
	t.vm.tellAliveRead(t, obj)
	if target := t.vm.ThreadOf(obj); target != nil {
		target.suspended = false
	}
	return retVoid()
}

// tellAliveRead tells the scheduler that t read whether the thread of obj
// is alive, as suspend and resume do: the field eetop, which thread start
// and end write (tellThreadFields).
func (vm *VM) tellAliveRead(t *Thread, obj Ref) {
	if vm.sched == nil {
		return
	}
	if f := vm.tf.eetop; f != nil {
		vm.tell(t, Point{Kind: PointFieldRead, Object: obj, Field: f})
	}
}

// threadStop0 implements Thread.stop (JDK 17; JDK 20 and later throw
// UnsupportedOperationException in Java before reaching it) as HotSpot
// does. A thread stopping itself throws the exception at once. A thread
// not started yet is stillborn: started, it ends without running run().
// A thread that has ended is not affected. Any other thread gets the
// exception asynchronously: it is thrown where the thread stands when it
// runs next (deliverStop); like an interrupt, the stop sets the thread's
// interrupted flag and wakes it from wait and park (a wait then throws
// the stop's exception, not InterruptedException, once it has the
// monitor back); a thread blocked on a monitor stays blocked until it
// gets it. Thread.stop resumes a suspended thread first. Other threads
// may run before the stop (a scheduling point).
func threadStop0(t *Thread, a []uint64) (uint64, nativeStatus) {
	obj, ex := Ref(a[0]), Ref(a[1])
	if ex == 0 {
		t.throwNPE("")
		return threw()
	}
	if t.nativePoint(Point{Kind: PointStop, Object: obj}) {
		return 0, nativeYield
	}
	vm := t.vm
	vm.tellAliveRead(t, obj)
	target := vm.ThreadOf(obj)
	switch {
	case target == t:
		t.throw(ex)
		return threw()
	case target == nil:
		if f := vm.tf.stillborn; f != nil {
			vm.tell(t, Point{Kind: PointFieldWrite, Object: obj, Field: f})
			vm.writeSlot(vm.heap.get(obj), f.slot, 1)
		}
	case target.status != StatusTerminated:
		target.stopEx = ex
		vm.expose(ex) // the target will reach it
		if f := vm.tf.interrupted; f != nil {
			o := vm.heap.get(obj)
			vm.tell(t, Point{Kind: PointFieldWrite, Object: obj, Field: f})
			vm.writeSlot(o, f.slot, 1)
		}
		return threadInterrupt0(t, a[:1])
	}
	return retVoid()
}

// deliverStop throws the exception Thread.stop sent t, now that t runs
// again: at the instruction it stopped before. A thread in the middle of
// a blocking native (wait, park) finishes it first, and the native
// throws. A thread already ending (in Thread.exit, or waiting to notify
// its joiners) is past it: the exception is dropped, as HotSpot clears
// pending exceptions there.
func (t *Thread) deliverStop() {
	if t.phase != 0 {
		return
	}
	ex := t.stopEx
	t.stopEx = 0
	if len(t.frames) == 0 || t.frames[0].cont == t.end && t.frames[0].state > 0 {
		return
	}
	switch t.status {
	case StatusBlocked, StatusClassInit:
		// It was chosen, so the monitor (or class) is free; it throws
		// without taking it.
		t.blockedOn, t.initWait = 0, nil
		t.setStatus(StatusRunnable)
	case StatusEventWait:
		// A looper waiting for events (events.go) throws from its wait,
		// as the JVM body's Object.wait would.
		t.status, t.blockedOn = StatusRunnable, 0
	}
	t.throw(ex)
}

// isThreadDeath reports whether ex is a java.lang.ThreadDeath.
func (vm *VM) isThreadDeath(ex Ref) bool {
	td := vm.classes["java/lang/ThreadDeath"]
	return td != nil && vm.heap.get(ex).class.isSubclassOf(td)
}
