package jvm

// The thread lifecycle and the JDK's own bookkeeping as models
// (program-level scheduling). A scheduling point belongs where the
// program could observe a different order; the JDK's internal
// bookkeeping around threads is not such a place. Unless
// Options.NoModelThreads, gojpf runs
//
//   - the bookkeeping of Thread's constructors, Thread.start and
//     Thread.exit (thread groups, the thread-id and thread-name counters,
//     the security-manager checks), Shutdown and ApplicationShutdownHooks
//     (the end of the program), ThreadLocal's maps, the boxing caches'
//     valueOf and the static initializers of JDK classes without
//     scheduling points and without telling the scheduler of their
//     accesses (modelBookkeeping); program code they call (an overriding
//     method, a shutdown hook's thread, a ThreadLocal's initial value)
//     keeps its points;
//   - Thread.run's own read of its target likewise (modelOwnFrame), not
//     the code it calls;
//   - Thread.join, Thread.interrupt and Runtime.exit as natives
//     (modelNative): one event each for the schedulers (PointJoin and
//     PointJoined, a write of the interrupted field, PointExitCall);
//   - Thread.exit natively where it is plain bookkeeping
//     (threadExitModel: the thread leaves its group as
//     ThreadGroup.threadTerminated would), else as bookkeeping bytecode;
//   - each call that writes to the VM's console streams (System.out and
//     System.err as the VM made them) as one event, PointConsole, asked
//     before the call's first access; the rest of the call runs without
//     scheduling points and without telling its accesses.
//
// NoModelThreads runs the JDK's own bytecode for all of them, as gojpf did
// before (Thread.start and Thread.exit were bookkeeping already, console
// output ran without breaks but told its accesses).

// modelKind says how gojpf runs a JDK method (Method.model).
type modelKind uint8

const (
	modelUnknown     modelKind = iota // not classified yet
	modelNone                         // ordinary JDK code
	modelBookkeeping                  // no scheduling points in it and the JDK code it calls
	modelOwnFrame                     // no scheduling points in its own instructions
	modelNative                       // replaced by a native model (modelNatives)
)

// modelNatives are the Java methods that a native model replaces unless
// Options.NoModelThreads.
var modelNatives = map[string]bool{
	"java/lang/Thread.join(J)V":     true,
	"java/lang/Thread.join(JI)V":    true,
	"java/lang/Thread.interrupt()V": true,
	"java/lang/Runtime.exit(I)V":    true,
	// Single-thread executors as event loops (executors.go).
	"java/util/concurrent/Executors.newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;":                                     true,
	"java/util/concurrent/Executors.newSingleThreadExecutor(Ljava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;": true,
}

// bookkeepingClasses run entirely as bookkeeping.
var bookkeepingClasses = map[string]bool{
	"java/lang/Shutdown":                        true,
	"java/lang/ApplicationShutdownHooks":        true,
	"java/lang/ThreadLocal":                     true,
	"java/lang/ThreadLocal$ThreadLocalMap":      true,
	"java/lang/ThreadLocal$SuppliedThreadLocal": true,
	"java/lang/InheritableThreadLocal":          true,
}

// modelOf classifies m (cached in m.model).
func (vm *VM) modelOf(m *Method) modelKind {
	if m.model != modelUnknown {
		return m.model
	}
	m.model = classifyModel(m)
	return m.model
}

func classifyModel(m *Method) modelKind {
	c := m.class
	if c.module == "" {
		return modelNone
	}
	if modelNatives[c.name+"."+m.name+m.desc] {
		return modelNative
	}
	if m.name == "<clinit>" || bookkeepingClasses[c.name] {
		return modelBookkeeping
	}
	switch c.name {
	case "java/lang/Thread":
		switch m.name {
		case "<init>", "start", "exit", "nextThreadNum", "nextThreadID", "genThreadName":
			return modelBookkeeping
		case "run":
			return modelOwnFrame
		}
	case "java/lang/System":
		switch m.name {
		case "getSecurityManager", "allowSecurityManager":
			return modelBookkeeping
		}
	case "java/lang/Integer", "java/lang/Long", "java/lang/Short", "java/lang/Byte", "java/lang/Character", "java/lang/Boolean":
		if m.name == "valueOf" {
			return modelBookkeeping
		}
	}
	return modelNone
}

// modelNativeFor reports whether m is replaced by a native model in this
// VM.
func (vm *VM) modelNativeFor(m *Method) bool {
	return !vm.opts.NoModelThreads && vm.modelOf(m) == modelNative
}

// isConsoleStream reports whether obj is one of the console streams the
// VM made at boot (System.out, System.err).
func (vm *VM) isConsoleStream(obj Ref) bool {
	return obj != 0 && (obj == vm.consoleStreams[0] || obj == vm.consoleStreams[1])
}

// threadJoinMillis implements Thread.join(long) (and join(), join(long,
// int) through it) as a model: the joining thread waits on the Thread
// object, as the JDK's join does (getState is WAITING or TIMED_WAITING,
// a program's notify on the Thread object may pick it, the end of the
// thread wakes it with its notifyAll), but without the JDK's monitor
// loop: it needs the monitor only to be free (a program thread that
// holds it keeps the joiner out, as on a JVM). For the schedulers a join
// is PointJoin, a read of whether the thread started (told when join
// checks), and PointJoined when it returns because the thread ended
// (Wakeup for an untimed join: the end happens before it, no race) or a
// timed join timed out.
func threadJoinMillis(t *Thread, obj Ref, millis int64) (uint64, nativeStatus) {
	vm := t.vm
	target := vm.ThreadOf(obj)
	if t.phase == phaseJoinEnded {
		// Resumed at the return from the join of a thread that had
		// ended: told now.
		t.phase = 0
		t.nativePoint(Point{Kind: PointJoined, Object: obj, Wakeup: millis == 0})
		return retVoid()
	}
	if t.phase == phaseJoin {
		t.phase = 0
		t.setStatus(StatusRunnable)
		if t.waitCount > 0 {
			// It held the Thread object's monitor (a synchronized block
			// of the program's around the join): it has it back.
			vm.tell(t, Point{Kind: PointLock, Object: obj, Wakeup: true, Notified: t.notified && millis == 0})
			vm.setMonitor(vm.heap.get(obj), t, t.waitCount)
			t.waitCount = 0
		}
		t.blockedOn, t.notified = 0, false
		if t.throwIfInterrupted() {
			return threw()
		}
		if target == nil || target.status == StatusTerminated {
			vm.tell(t, Point{Kind: PointJoined, Object: obj, Wakeup: millis == 0})
			return retVoid()
		}
		if millis > 0 {
			// Timed out: a read of the end, before it.
			vm.tell(t, Point{Kind: PointJoined, Object: obj})
			return retVoid()
		}
		// Woken by a notify of the Thread object's (or spuriously)
		// while the thread lives: wait again, as the JDK's loop does.
		return joinWait(t, obj, millis)
	}
	if millis < 0 {
		t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
		return threw()
	}
	if !vm.monitorFree(obj, t) {
		// The JDK's join is synchronized on the Thread object.
		t.setStatus(StatusBlocked)
		t.blockedOn = obj
		vm.blocked(t)
		return 0, nativeYield
	}
	if t.status == StatusBlocked {
		t.setStatus(StatusRunnable)
		t.blockedOn = 0
	}
	// For a scheduler that breaks alone (jvm.SoloBreaker) the join is a
	// step of its own: a scheduling point; for the others it is told.
	if !vm.breakAlone {
		vm.tell(t, Point{Kind: PointJoin, Object: obj})
	} else if t.nativePoint(Point{Kind: PointJoin, Object: obj}) {
		return 0, nativeYield
	}
	if target == nil {
		return retVoid() // not started: not alive
	}
	if target.status == StatusTerminated {
		// For a scheduler that breaks alone the return is a point of
		// its own, as it is when the join waits (then it begins the
		// step that the end's wake-up runs): the join's steps are the
		// same whether the thread ended before or after.
		if !vm.breakAlone {
			vm.tell(t, Point{Kind: PointJoined, Object: obj, Wakeup: millis == 0})
			return retVoid()
		}
		t.phase = phaseJoinEnded
		if t.nativePoint(Point{Kind: PointJoined, Object: obj, Wakeup: millis == 0}) {
			return 0, nativeYield
		}
		t.phase = 0
		return retVoid()
	}
	if t.interrupted() {
		t.clearInterrupt()
		t.throwNew("java/lang/InterruptedException", "")
		return threw()
	}
	return joinWait(t, obj, millis)
}

// phaseJoin is Thread.phase while a thread waits in Thread.join.
const phaseJoin = 3

// phaseJoinEnded is Thread.phase while a thread stands at the return
// from the join of a thread that had ended.
const phaseJoinEnded = 4

// joinWait makes t wait in join for the thread of obj to end.
func joinWait(t *Thread, obj Ref, millis int64) (uint64, nativeStatus) {
	vm := t.vm
	// As the JDK's wait inside join: a thread that holds the Thread
	// object's monitor (the program's own synchronized block) releases
	// all its holds while it waits.
	t.waitCount = 0
	if o := vm.heap.get(obj); o.mon != nil && o.mon.owner == t && o.mon.count > 0 {
		vm.tell(t, Point{Kind: PointWait, Object: obj})
		t.waitCount = o.mon.count
		vm.setMonitor(o, t, 0)
	}
	t.blockedOn = obj
	t.notified = false
	vm.waitSeq++
	t.waitOrder = vm.waitSeq
	if millis > 0 {
		t.setStatus(StatusTimedWait)
		vm.nanos += millis * 1_000_000 // as a timed wait: the time passes
	} else {
		t.setStatus(StatusWaiting)
	}
	t.phase = phaseJoin
	vm.blocked(t)
	return 0, nativeYield
}

// threadInterruptModel implements Thread.interrupt: a write of the
// thread's interrupted field (a scheduling point, as a program's own
// write would be) that wakes the thread from wait, join, sleep or park.
func threadInterruptModel(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	obj := Ref(a[0])
	o := vm.heap.get(obj)
	f := vm.tf.interrupted
	if f == nil {
		vm.unsupportedf("Thread.interrupt on a JDK without Thread.interrupted")
		return failed()
	}
	if t.nativePoint(Point{Kind: PointFieldWrite, Object: obj, Field: f}) {
		return 0, nativeYield
	}
	vm.writeSlot(o, f.slot, 1)
	return threadInterrupt0(t, a[:1])
}

// runtimeExit implements Runtime.exit: the program is about to end
// (PointExitCall, a scheduling point: other threads may get further
// first), then the JDK's shutdown sequence runs without scheduling points
// (its shutdown hooks are threads of their own) and halts (PointExit).
func runtimeExit(t *Thread, a []uint64) (uint64, nativeStatus) {
	if t.nativePoint(Point{Kind: PointExitCall}) {
		return 0, nativeYield
	}
	m, err := t.vm.findMethod("java/lang/Shutdown", "exit", "(I)V")
	if err != nil {
		t.vm.internalf("Runtime.exit: %v", err)
		return failed()
	}
	return t.invokeThen(m, []uint64{a[1]}, func(t *Thread, _ uint64) (uint64, nativeStatus) {
		return retVoid()
	})
}

func modelThreadNatives() nativeTable {
	return nativeTable{
		"java/lang/Thread.join(J)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return threadJoinMillis(t, Ref(a[0]), int64(a[1]))
		},
		"java/lang/Thread.join(JI)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			millis, nanos := int64(a[1]), int32(a[2])
			if t.phase != phaseJoin {
				if millis < 0 {
					t.throwNew("java/lang/IllegalArgumentException", "timeout value is negative")
					return threw()
				}
				if nanos < 0 || nanos > 999999 {
					t.throwNew("java/lang/IllegalArgumentException", "nanosecond timeout value out of range")
					return threw()
				}
			}
			if nanos > 0 && millis < 1<<63-1 {
				millis++
			}
			return threadJoinMillis(t, Ref(a[0]), millis)
		},
		"java/lang/Thread.interrupt()V": threadInterruptModel,
		"java/lang/Runtime.exit(I)V":    runtimeExit,
	}
}

// threadExitModel runs Thread.exit for t natively, as the JDK's code
// would (ThreadGroup.threadTerminated: the thread leaves its group's
// array, a group left empty is notified; then the Thread's reference
// fields are cleared), without its hundreds of instructions per thread
// end. It reports false, having changed nothing, where the JDK's
// bytecode must run instead: with the models off, for a thread with
// ThreadLocals (TerminatingThreadLocal's registry may need its
// callbacks), for a daemon group (its last thread's end destroys it) and
// while another thread holds the group's monitor (the JDK's code would
// wait for it).
func (vm *VM) threadExitModel(t *Thread) bool {
	if vm.opts.NoModelThreads || t.obj == 0 {
		return false
	}
	o := vm.heap.get(t.obj)
	tf := &vm.tf
	if slotOf(o, tf.threadLocals) != 0 {
		return false
	}
	if g := Ref(slotOf(o, tf.group)); g != 0 {
		gobj := vm.heap.get(g)
		if slotOf(gobj, tf.groupDaemon) != 0 {
			return false
		}
		if !vm.monitorFree(g, t) {
			// The JDK's code blocks on the group's monitor (and is not
			// told): the schedulers see the attempt, which races with
			// the holder's lock.
			vm.tell(t, Point{Kind: PointLock, Object: g})
			return false
		}
		if f := tf.groupNthreads; f != nil {
			vm.tell(t, Point{Kind: PointGroupLeave, Object: g, Field: f})
		}
		if slotOf(gobj, tf.groupDestroyed) == 0 {
			n := int(int32(slotOf(gobj, tf.groupNthreads)))
			if arr := Ref(slotOf(gobj, tf.groupThreads)); arr != 0 {
				a := vm.heap.get(arr)
				for i := 0; i < n && i < len(a.slots); i++ {
					if Ref(a.slots[i]) != t.obj {
						continue
					}
					n--
					for j := i; j < n; j++ {
						vm.writeSlot(a, j, a.slots[j+1])
					}
					vm.writeSlot(a, n, 0)
					vm.putSlot(gobj, tf.groupNthreads, i2s(int32(n)))
					break
				}
			}
		}
		if int32(slotOf(gobj, tf.groupNthreads)) == 0 {
			vm.notifyAll(g)
		}
		vm.putSlot(o, tf.group, 0)
	}
	for _, f := range tf.exitCleared {
		vm.writeSlot(o, f.slot, 0)
	}
	return true
}
