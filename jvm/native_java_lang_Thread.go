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
		"java/lang/Thread.start0()V":   threadStart0,
		"java/lang/Thread.suspend0()V": threadSuspend0,
		"java/lang/Thread.resume0()V":  threadResume0,
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
	if f := vm.heap.get(obj).class.fieldByName("eetop"); f != nil {
		vm.tell(t, Point{Kind: PointFieldRead, Object: obj, Field: f})
	}
}
