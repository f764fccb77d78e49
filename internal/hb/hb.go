// Package hb holds the happens-before vocabulary the dynamic
// partial-order reductions share (scheduler's clockvector, the
// DporEngine's analyses): clock vectors, the locations an access touches,
// and the footprint of a transition for sleep sets. A Clock has an entry
// per thread id, the index of the last transition of that thread known to
// happen before; it is never changed in place once stored (copy on
// write), so that undo logs can keep old ones. The package keeps no state
// and knows nothing of the search.
package hb

import "github.com/gojpf/gojpf/jvm"

// Clock is a clock vector by thread id.
type Clock []int32

// At returns the entry of thread q (0 if absent).
func (c Clock) At(q int) int32 {
	if q < len(c) {
		return c[q]
	}
	return 0
}

// Max returns a new clock, the pointwise maximum of a and b, long enough
// to hold entry p.
func Max(a, b Clock, p int) Clock {
	cv := make(Clock, max(len(a), len(b), p+1))
	copy(cv, a)
	for i, v := range b {
		cv[i] = max(cv[i], v)
	}
	return cv
}

// Merge makes a, a clock the caller owns (not shared), the pointwise
// maximum of a and b, growing it if b is longer, and returns it.
func Merge(a, b Clock) Clock {
	if len(b) > len(a) {
		a = append(a, make(Clock, len(b)-len(a))...)
	}
	for i, v := range b {
		a[i] = max(a[i], v)
	}
	return a
}

// Location is what an access touches: a slot of an object (by SGOID) or
// of a class's statics (its statics id), an array element, or a
// pseudo-slot.
type Location struct {
	Obj  jvm.SGOID
	Slot int32
}

// Pseudo-slots.
const (
	SlotMonitor = -1 // lock, unlock, wait, notify, thread end (join)
	SlotPermit  = -2 // park, unpark
	// SlotClassInit is a class's initialization state (with the class's
	// statics id): taken on and finished (writes), found done or in
	// progress by another thread (a read).
	SlotClassInit = -3
	SlotSuspend   = -4 // Thread.suspend, Thread.resume
	// SlotStarted and SlotEnded are a thread's start and end (with its
	// Thread object's SGOID): Thread.start writes the one, the thread's
	// end the other; Thread.join reads whether the thread started, and
	// returns after its end (jvm.PointJoin, jvm.PointJoined).
	SlotStarted = -5
	SlotEnded   = -6
	// SlotConsole is a console stream (with its PrintStream's SGOID):
	// each call that writes to it writes it (jvm.PointConsole).
	SlotConsole = -7
	// SlotNotify is an object's wait set (with its SGOID): wait and
	// notify write it, and a thread returning from wait reads it (the
	// notify that let it go happens before).
	SlotNotify = -8
	// SlotQueue is an event queue (with the SGOID of its Looper or
	// single-thread executor): a post and the loop's taking the next
	// event off write it (jvm.PointPost, jvm.PointTaskBegin), a read of
	// its state reads it (jvm.PointQueueRead). The queue as one shared
	// object: every two posts to a looper are dependent, which paper 001
	// calls DPOR, the baseline its EM-DPOR improves on.
	SlotQueue = -9
	// SlotQueueFront is what a drain takes off an event queue (with the
	// queue's SGOID): the events not yet begun. A single-thread
	// executor's shutdownNow writes it, a task's begin reads it: for
	// EM-DPOR, whose posts and task begins do not touch SlotQueue as
	// such, a drain and a task begin are dependent (which one gets the
	// event). Only EM-DPOR uses it: under the baseline both write
	// SlotQueue.
	SlotQueueFront = -10
)

// Footprint is what a transition touched, for sleep sets: two
// transitions are independent when no location one writes is touched by
// the other. All: it ended the program (conflicts with everything).
type Footprint struct {
	Locs []Touch
	All  bool
}

// Touch is one access of a footprint.
type Touch struct {
	Loc   Location
	Write bool
	// Update: a write that commutes with other updates of the location
	// (a thread's leaving its group: jvm.PointGroupLeave).
	Update bool
	// Obj is the object touched on the current path (0 for statics):
	// what a stateful reduction names through a state's canonical
	// naming (jvm.Canon), since SGOIDs differ between matching states.
	Obj jvm.Ref
}

// Conflicts reports whether the transitions of a and b may not commute.
func (a *Footprint) Conflicts(b *Footprint) bool {
	if a.All || b.All {
		return true
	}
	for _, x := range a.Locs {
		for _, y := range b.Locs {
			if x.Loc == y.Loc && (x.Write || y.Write) && !(x.Update && y.Update) {
				return true
			}
		}
	}
	return false
}
