package jvm

import "strings"

// Event-driven programs: gojpf.events (guestlib/java/gojpf/events), a
// Looper thread that runs posted Runnables from a FIFO queue, one at a
// time, and a Handler that posts to it (docs/events.md).
//
// Unless Options.NoModelThreads, the queue is a model, not code the
// search interleaves:
//
//   - the classes' own code (Handler.post and postDelayed, the loop in
//     Looper.run, the poster thread of postDelayed) runs without
//     scheduling points and without telling its accesses, as the JDK's
//     thread bookkeeping does (atomicEvents); the handlers it calls keep
//     theirs;
//   - the queue lives in the guest heap (Looper.head and tail, a list of
//     Messages linked by next, and Looper.quitting), so that backtracking
//     and state hashing cover it as any object; the natives below read
//     and write it without telling;
//   - a looper with an empty queue waits in StatusEventWait, enabled as
//     soon as its queue holds an event: no monitor, no wait or notify,
//     no status write (getState shows it RUNNABLE, as Android's looper
//     polling in native code);
//   - the schedulers see three points: PointPost before a post takes
//     effect, PointTaskBegin before the looper takes the next event off
//     its queue (both scheduling points), and PointTaskEnd (told) when
//     its handler returned.
//
// With NoModelThreads the classes' Java bodies run as program code (a
// list under a lock, with wait and notifyAll): the differential check of
// the model (javatests/events_test.go).

// eventsPackage is the package of the event classes in the guest library.
const eventsPackage = "gojpf/events/"

// isEventsClass reports whether c is one of the guest library's event
// classes (loaded from the class path: the guest library comes first).
func isEventsClass(c *Class) bool {
	return c.module == "" && strings.HasPrefix(c.name, eventsPackage)
}

// eventsModelFor reports whether m is one of the event natives in this VM.
func (vm *VM) eventsModelFor(m *Method) bool {
	return !vm.opts.NoModelThreads && isEventsClass(m.class)
}

// isEventPoint reports whether k is one of the event queue's points.
func isEventPoint(k PointKind) bool {
	return k == PointPost || k == PointTaskBegin || k == PointTaskEnd || k == PointQueueRead
}

// isTaskRunner reports whether m is Message.run, which calls an event's
// task: the frames above it are the handler's, run as the program's
// (atomicJDKFor), though the event classes' frames below it are not.
func isTaskRunner(m *Method) bool {
	return m.name == "run" && m.desc == "()V" && m.class.name == eventsPackage+"Message"
}

func eventsNatives() nativeTable {
	return nativeTable{
		"gojpf/events/Looper.enqueue(Lgojpf/events/Message;)Z": looperEnqueue,
		"gojpf/events/Looper.next()Lgojpf/events/Message;":     looperNext,
		"gojpf/events/Looper.taskEnd(Lgojpf/events/Message;)V": looperTaskEnd,
		// The poster of postDelayed posts at once: the delay orders
		// nothing (the post may come any time after the call).
		"gojpf/events/DelayedPost.delay(J)V": noop,
	}
}

// looperEnqueue implements Looper.enqueue: PointPost, then the message
// goes to the end of the queue, or is dropped if the looper is quitting.
// A message without a task is the quit event: later posts are dropped.
func looperEnqueue(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	looper, msg := Ref(a[0]), Ref(a[1])
	if t.nativePoint(Point{Kind: PointPost, Object: looper, Event: msg}) {
		return 0, nativeYield
	}
	lo := vm.heap.get(looper)
	if vm.getField(lo, "quitting") != 0 {
		return retBool(false)
	}
	if vm.getField(vm.heap.get(msg), "task") == 0 {
		vm.setField(lo, "quitting", 1)
	}
	if tail := Ref(vm.getField(lo, "tail")); tail == 0 {
		vm.setField(lo, "head", uint64(msg))
	} else {
		vm.setField(vm.heap.get(tail), "next", uint64(msg))
	}
	vm.setField(lo, "tail", uint64(msg))
	return retBool(true)
}

// looperNext implements Looper.next on the looper thread: with an empty
// queue the thread waits (StatusEventWait) until a post; then
// PointTaskBegin, and the first event comes off the queue.
func looperNext(t *Thread, a []uint64) (uint64, nativeStatus) {
	vm := t.vm
	looper := Ref(a[0])
	lo := vm.heap.get(looper)
	msg := Ref(vm.getField(lo, "head"))
	if msg == 0 {
		// (Runs again when the thread is resumed, which a post enables.)
		t.status, t.blockedOn = StatusEventWait, looper
		if o := vm.obs; o != nil {
			o.ThreadWaiting(vm, t)
		}
		vm.blocked(t)
		return 0, nativeYield
	}
	if t.status == StatusEventWait {
		t.status, t.blockedOn = StatusRunnable, 0
	}
	if t.nativePoint(Point{Kind: PointTaskBegin, Object: looper, Event: msg}) {
		return 0, nativeYield
	}
	// Only the looper takes events off, and posts only append: msg is
	// still the head when the thread is resumed here.
	mo := vm.heap.get(msg)
	next := vm.getField(mo, "next")
	vm.setField(lo, "head", next)
	if next == 0 {
		vm.setField(lo, "tail", 0)
	}
	vm.setField(mo, "next", 0)
	return retRef(msg)
}

// looperTaskEnd implements Looper.taskEnd: the handler of the message
// returned (or threw): PointTaskEnd, told.
func looperTaskEnd(t *Thread, a []uint64) (uint64, nativeStatus) {
	t.vm.tell(t, Point{Kind: PointTaskEnd, Object: Ref(a[0]), Event: Ref(a[1])})
	return retVoid()
}

// eventWaitEnabled reports whether a looper waiting for events
// (StatusEventWait on the Looper blockedOn) has one.
func (vm *VM) eventWaitEnabled(looper Ref) bool {
	return vm.getField(vm.heap.get(looper), "head") != 0
}

// QueuedEvents returns the events in the queue of looper (the Object of
// PointPost, PointTaskBegin and PointTaskEnd), front first, and whether
// it is quitting: its quit event was posted, and later posts are dropped
// (their PointPost is told, no task follows). For schedulers that reason
// about which task can run next (EM-DPOR).
func (vm *VM) QueuedEvents(looper Ref) (events []Ref, quitting bool) {
	lo := vm.heap.get(looper)
	for m := Ref(vm.getField(lo, "head")); m != 0; m = Ref(vm.getField(vm.heap.get(m), "next")) {
		events = append(events, m)
	}
	return events, vm.getField(lo, "quitting") != 0
}

// IsQuitEvent reports whether ev (a Point.Event) is a looper's quit
// event (Looper.quit): its task does nothing, and the looper thread ends
// after it.
func (vm *VM) IsQuitEvent(ev Ref) bool {
	return ev != 0 && vm.getField(vm.heap.get(ev), "task") == 0
}
