package jvm

// Single-thread executors as event loops (docs/events.md). Unless
// Options.NoModelThreads, Executors.newSingleThreadExecutor() and
// newSingleThreadExecutor(ThreadFactory) return the guest library's
// gojpf.events.SingleThreadExecutor instead of the JDK's thread pool: a
// FIFO event queue as a Looper's (its head, tail and quitting fields, the
// natives of events.go), whose worker thread comes from the thread
// factory on the first execute. For the schedulers, execute and submit
// are posts (PointPost), the worker's taking each task is PointTaskBegin,
// shutdown posts the quit event, shutdownNow posts a drain (a quit event
// that takes the queued events off first), and isShutdown, isTerminated
// and awaitTermination read the queue (PointQueueRead). The executor's
// own code runs without scheduling points and without telling its
// accesses (atomicEvents); the thread factory and the tasks are program
// code, and the JDK natives the executor calls (Thread.join, interrupt,
// sleep) ask and tell their points as the program's (nativeOfEvents).
//
// With NoModelThreads the JDK's ThreadPoolExecutor runs, as for every
// other executor: the differential check of this model.

// executorClass is the guest library's single-thread executor.
const executorClass = eventsPackage + "SingleThreadExecutor"

// isExecutorQueue reports whether o is a single-thread executor's queue
// (an executor), not a Looper's.
func isExecutorQueue(o *Object) bool { return o.class.name == executorClass }

func executorsNatives() nativeTable {
	return nativeTable{
		"java/util/concurrent/Executors.newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;": func(t *Thread, _ []uint64) (uint64, nativeStatus) {
			// The JDK makes the default factory here (its pool number
			// is taken now, by this thread), as the program's call.
			m, err := t.vm.findMethod("java/util/concurrent/Executors", "defaultThreadFactory", "()Ljava/util/concurrent/ThreadFactory;")
			if err != nil {
				t.vm.internalf("Executors.newSingleThreadExecutor: %v", err)
				return failed()
			}
			return t.invokeThen(m, nil, func(t *Thread, f uint64) (uint64, nativeStatus) {
				return newSingleThreadExecutor(t, f)
			})
		},
		"java/util/concurrent/Executors.newSingleThreadExecutor(Ljava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			return newSingleThreadExecutor(t, a[0])
		},
		executorClass + ".enqueue(Lgojpf/events/Message;)Z":                    looperEnqueue,
		executorClass + ".drain(Lgojpf/events/Message;)Lgojpf/events/Message;": executorDrain,
		executorClass + ".next()Lgojpf/events/Message;":                        executorNext,
		executorClass + ".taskEnd(Lgojpf/events/Message;)V":                    looperTaskEnd,
		executorClass + ".isShutdown()Z":                                       executorIsShutdown,
		executorClass + ".isTerminated()Z":                                     executorIsTerminated,
		executorClass + ".replacementNeeded()Z":                                executorReplacementNeeded,
		executorClass + ".unsupported(Ljava/lang/String;)V": func(t *Thread, a []uint64) (uint64, nativeStatus) {
			t.vm.unsupportedf("%s", t.vm.goString(Ref(a[0])))
			return failed()
		},
	}
}

// newSingleThreadExecutor returns SingleThreadExecutor.create(factory).
func newSingleThreadExecutor(t *Thread, factory uint64) (uint64, nativeStatus) {
	m, err := t.vm.findMethod(executorClass, "create", "(Ljava/util/concurrent/ThreadFactory;)Ljava/util/concurrent/ExecutorService;")
	if err != nil {
		t.vm.internalf("the guest library is not on the class path: %v", err)
		return failed()
	}
	return t.initThen(m.class, func(t *Thread) (uint64, nativeStatus) {
		return t.invokeThen(m, []uint64{factory}, func(t *Thread, v uint64) (uint64, nativeStatus) { return ret(v) })
	})
}

// executorNext is looperNext for the executor's worker, which clears its
// interrupt status before each task, as the JDK's worker does (an
// interrupt meant for one task does not reach the next).
func executorNext(t *Thread, a []uint64) (uint64, nativeStatus) {
	v, st := looperNext(t, a)
	if st == nativeReturn {
		if msg := t.vm.heap.get(Ref(v)); t.vm.getField(msg, "task") != 0 && t.interrupted() {
			t.clearInterrupt()
		}
	}
	return v, st
}

// executorDrain implements SingleThreadExecutor.drain (shutdownNow):
// PointPost of the drain event d, then the task events come off the queue
// (returned, linked by next, in queue order) and d is queued as the quit
// event, unless the executor was quitting already (its quit event stays).
func executorDrain(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	queue, d := Ref(a[0]), Ref(a[1])
	if t.nativePoint(Point{Kind: PointPost, Object: queue, Event: d}) {
		return 0, nativeYield
	}
	qo := vm.heap.get(queue)
	var kept, drained []Ref
	for m := Ref(vm.getField(qo, "head")); m != 0; {
		mo := vm.heap.get(m)
		next := Ref(vm.getField(mo, "next"))
		vm.setField(mo, "next", 0)
		if vm.getField(mo, "task") == 0 {
			kept = append(kept, m)
		} else {
			drained = append(drained, m)
		}
		m = next
	}
	if vm.getField(qo, "quitting") == 0 {
		vm.setField(qo, "quitting", 1)
		kept = append(kept, d)
	}
	vm.setField(qo, "head", uint64(link(vm, kept)))
	if n := len(kept); n > 0 {
		vm.setField(qo, "tail", uint64(kept[n-1]))
	} else {
		vm.setField(qo, "tail", 0)
	}
	return retRef(link(vm, drained))
}

// link links the messages ms by their next fields and returns the first.
func link(vm *VM, ms []Ref) Ref {
	for i := 0; i+1 < len(ms); i++ {
		vm.setField(vm.heap.get(ms[i]), "next", uint64(ms[i+1]))
	}
	if len(ms) == 0 {
		return 0
	}
	return ms[0]
}

// queueRead asks PointQueueRead of the executor: false if the
// transition ended (the native runs again when resumed).
func queueRead(t *Thread, queue Ref) bool {
	return !t.nativePoint(Point{Kind: PointQueueRead, Object: queue})
}

// executorIsShutdown implements isShutdown: whether the quit (or drain)
// event was posted.
func executorIsShutdown(t *Thread, a []uint64) (uint64, nativeStatus) {
	if !queueRead(t, Ref(a[0])) {
		return 0, nativeYield
	}
	return retBool(t.vm.getField(t.vm.heap.get(Ref(a[0])), "quitting") != 0)
}

// executorIsTerminated implements isTerminated: shut down, and shut down
// before a worker was made, or the worker now (the last: a worker whose
// task threw set its replacement before it ended) has ended. A read of
// the queue and of that worker's end.
func executorIsTerminated(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	queue := Ref(a[0])
	if !queueRead(t, queue) {
		return 0, nativeYield
	}
	qo := vm.heap.get(queue)
	if vm.getField(qo, "quitting") == 0 {
		return retBool(false)
	}
	if vm.getField(qo, "terminated") != 0 {
		return retBool(true)
	}
	w := Ref(vm.getField(qo, "worker"))
	if w == 0 {
		return retBool(false) // a worker is being made
	}
	vm.tell(t, Point{Kind: PointJoined, Object: w})
	wt := vm.ThreadOf(w)
	return retBool(wt != nil && wt.status == StatusTerminated)
}

// executorReplacementNeeded implements replacementNeeded: a worker whose
// task threw is replaced unless the executor is shut down and only its
// quit event is left (the JDK's processWorkerExit: no replacement once
// stopped, or shut down with an empty queue).
func executorReplacementNeeded(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	queue := Ref(a[0])
	if !queueRead(t, queue) {
		return 0, nativeYield
	}
	qo := vm.heap.get(queue)
	if vm.getField(qo, "quitting") == 0 {
		return retBool(true)
	}
	head := Ref(vm.getField(qo, "head"))
	return retBool(head == 0 || vm.getField(vm.heap.get(head), "task") != 0)
}

// PostStartsWorker reports whether a post to queue (the Object of
// PointPost) now, accepted, would make its worker thread: a single-thread
// executor's first post (no worker made or being made), which another
// post after it would not. For schedulers that let posts commute
// (EM-DPOR): such a post is a write of the queue, as a quit.
func (vm *VM) PostStartsWorker(queue Ref) bool {
	qo := vm.heap.get(queue)
	return isExecutorQueue(qo) && vm.getField(qo, "quitting") == 0 &&
		vm.getField(qo, "worker") == 0 && vm.getField(qo, "creating") == 0
}

// IsDrainEvent reports whether ev (a Point.Event of PointPost) is a
// drain: a single-thread executor's shutdownNow, which takes the queued
// events off (they never begin) and posts a quit event unless the queue
// is quitting already. IsQuitEvent is true of it too.
func (vm *VM) IsDrainEvent(ev Ref) bool {
	return ev != 0 && vm.getField(vm.heap.get(ev), "drain") != 0
}
