package jvm

// Backtracking. While the model checker runs, every change to the heap,
// statics, class state, monitors and the VM's caches is recorded in an undo
// log; a State marks a position in it (plus copies of the thread stacks,
// which change with every instruction and are small). Restoring a State
// undoes the log back to its mark, so backtracking costs what changed since
// the state, not the size of the heap.

import "fmt"

type undoKind uint8

const (
	undoSlot       undoKind = iota // obj.slots[idx] = old
	undoStatic                     // cls.statics[idx] = old
	undoInit                       // cls.initState = int(old), cls.initThread = thread
	undoMirror                     // cls.mirror = Ref(old)
	undoCPCache                    // cls.cpCache[idx] = any
	undoMonitor                    // obj.mon = {thread, int(old)}
	undoInterned                   // delete vm.interned[key]
	undoNative                     // obj.native = any
	undoSingleton                  // delete vm.lambdaSingletons[cls]
	undoAllocCount                 // vm.siteCounts[idx] = int32(old)
	undoExposed                    // obj.exposed = false
	undoUnexposed                  // obj.exposed = true (Verify.setShared(o, false))
	undoFrozen                     // obj.frozen = old != 0
	undoAttr                       // a Verify attribute = any.(attrUndo)
	undoRecord                     // vm.unrecord(): drop the latest loader record
	undoInitSeen                   // cls.initSeen[idx] = old
	undoInitError                  // cls.initErr = Ref(old)
)

// undoEntry is one change: 48 bytes, written for every store to a
// field, static or array element, so the rare kinds' data share any (a
// *Thread for undoInit and undoMonitor, a string for undoInterned).
type undoEntry struct {
	kind undoKind
	idx  int32
	obj  *Object
	cls  *Class
	old  uint64
	any  any
}

// State is a restorable snapshot of the VM.
type State struct {
	undoLen   int
	heapLen   int
	slotsUsed int64
	nanos     int64
	exited    bool
	status    int
	out, eout int
	threads   []threadState
	files     map[int32]modelFile
	nextTID   int
	atomic    int
	asks      int64
	violation *Uncaught
	outcomes  uint64 // testOutcomes
	// Verify's path-local bookkeeping (verify.go).
	steps, comments, reads int
	// frameBuf and slotBuf hold the threads' frames and slots (kept for
	// their memory when the state is reused: liveStates).
	frameBuf []Frame
	slotBuf  []uint64
}

// liveStates are the snapshots that are still valid, oldest first:
// restoring one invalidates those taken after it (the undo log is
// undone past them), and Snapshot reuses their memory (freeStates).
type liveStates struct {
	live, free []*State
}

// take returns a State to fill: an invalid one's, or a new one.
func (ls *liveStates) take() *State {
	var s *State
	if n := len(ls.free); n > 0 {
		s, ls.free[n-1] = ls.free[n-1], nil
		ls.free = ls.free[:n-1]
	} else {
		s = &State{}
	}
	ls.live = append(ls.live, s)
	return s
}

// restored notes that the VM returned to s: the snapshots taken after
// it are invalid. A state the list does not hold (not this VM's
// snapshot, or invalid already) leaves nothing to reuse: the list
// forgets them all. It reports whether the list held s: then the
// valid snapshots are s and those taken before it, on the path to s.
func (ls *liveStates) restored(s *State) bool {
	for i := len(ls.live) - 1; i >= 0; i-- {
		if ls.live[i] == s {
			ls.free = append(ls.free, ls.live[i+1:]...)
			clear(ls.live[i+1:])
			ls.live = ls.live[:i+1]
			return true
		}
	}
	clear(ls.live)
	ls.live = ls.live[:0]
	return false
}

// threadState is a copy of a thread's mutable fields.
type threadState struct {
	t     *Thread
	saved Thread
	slots []uint64
}

func (vm *VM) log(e undoEntry) {
	if vm.recording {
		vm.undo = append(vm.undo, e)
	}
}

// Snapshot returns the current state; the VM starts recording changes.
func (vm *VM) Snapshot() *State {
	vm.recording = true
	s := vm.states.take()
	frameBuf, slotBuf, threads := s.frameBuf, s.slotBuf, s.threads
	*s = State{
		undoLen:   len(vm.undo),
		heapLen:   len(vm.heap.objs),
		slotsUsed: vm.heap.slotsUsed,
		nanos:     vm.nanos,
		exited:    vm.exited,
		status:    vm.status,
		out:       len(vm.out),
		eout:      len(vm.errOut),
		nextTID:   vm.nextTID,
		atomic:    vm.atomic,
		asks:      vm.asks,
		violation: vm.violation,
		outcomes:  vm.testOutcomes,
		steps:     vm.verify.steps,
		comments:  len(vm.verify.comments),
		reads:     len(vm.verify.reads),
	}
	// The threads, their frames and their slots in three buffers, an
	// invalid snapshot's where there is one (a snapshot is taken at
	// every state).
	nFrames, nSlots := 0, 0
	for _, t := range vm.threads {
		nFrames += len(t.frames)
		nSlots += t.liveSlots()
	}
	s.threads = grow(threads, len(vm.threads))
	s.frameBuf = grow(frameBuf, nFrames)
	s.slotBuf = grow(slotBuf, nSlots)
	frames, slots := s.frameBuf, s.slotBuf
	for i, t := range vm.threads {
		ts := &s.threads[i]
		ts.t, ts.saved = t, *t
		n := copy(frames, t.frames)
		ts.saved.frames, frames = frames[:n:n], frames[n:]
		top := t.liveSlots()
		copy(slots, t.slots[:top])
		ts.slots, slots = slots[:top:top], slots[top:]
	}
	if len(vm.files) > 0 {
		s.files = map[int32]modelFile{}
		for fd, f := range vm.files {
			s.files[fd] = *f
		}
	}
	vm.freshFrom = Ref(len(vm.heap.objs))
	return s
}

// grow returns b with length n, reallocated if its capacity is short
// (its elements are overwritten by the caller).
func grow[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	return b[:n]
}

// liveSlots is the number of t's slots in use: up to the top frame's
// operand stack.
func (t *Thread) liveSlots() int {
	if len(t.frames) == 0 {
		return 0
	}
	return int(t.frames[len(t.frames)-1].sp)
}

// Restore returns the VM to state s, which must be the latest snapshot
// still valid (snapshots taken after s become invalid). It panics if s
// has fewer objects than the boot heap of the state hash (hash.go),
// fixed at the end of the first transition or by Boot: a search restores
// no state older than that.
func (vm *VM) Restore(s *State) {
	if b := vm.walk.bootLen; b != 0 && Ref(s.heapLen) < b {
		// The objects from s's heap's end to the boot heap's would be
		// replaced by others at the same references, which the state
		// hash names by reference and never looks into: different
		// states would match (docs/parallel.md).
		panic(fmt.Sprintf("jvm: restoring a state of %d objects, fewer than the boot heap's %d: the boot heap must be fixed at a state every restored one comes from (the end of the first transition)", s.heapLen, b))
	}
	onPath := vm.states.restored(s)
	for i := len(vm.undo) - 1; i >= s.undoLen; i-- {
		e := &vm.undo[i]
		switch e.kind {
		case undoSlot:
			e.obj.slots[e.idx] = e.old
			e.obj.hok = false
			vm.markChanged(e.obj)
		case undoStatic:
			e.cls.statics[e.idx] = e.old
			vm.classChanged(e.cls)
		case undoInit:
			e.cls.initState = int(e.old)
			e.cls.initThread, _ = e.any.(*Thread)
			vm.classChanged(e.cls)
		case undoInitSeen:
			e.cls.initSeen[e.idx] = e.old
			vm.classChanged(e.cls)
		case undoInitError:
			e.cls.initErr = Ref(e.old)
			vm.classChanged(e.cls)
		case undoMirror:
			e.cls.mirror = Ref(e.old)
			vm.classChanged(e.cls)
		case undoCPCache:
			e.cls.cpCache[e.idx] = e.any
		case undoMonitor:
			if e.obj.mon == nil {
				e.obj.mon = &monitor{}
			}
			e.obj.mon.owner, _ = e.any.(*Thread)
			e.obj.mon.count = int(e.old)
			e.obj.hok = false
			vm.markChanged(e.obj)
		case undoInterned:
			delete(vm.interned, e.any.(string))
		case undoNative:
			e.obj.native = e.any
			e.obj.hok = false
			vm.markChanged(e.obj)
		case undoSingleton:
			delete(vm.lambdaSingletons, e.cls)
		case undoAllocCount:
			vm.siteCounts[e.idx] = int32(e.old)
		case undoExposed:
			e.obj.exposed = false
		case undoUnexposed:
			e.obj.exposed = true
		case undoFrozen:
			e.obj.frozen = e.old != 0
		case undoAttr:
			vm.undoAttrChange(e.any.(attrUndo))
		case undoRecord:
			vm.unrecord()
		}
		vm.undo[i] = undoEntry{}
	}
	vm.undo = vm.undo[:s.undoLen]
	if o := vm.obs; o != nil {
		for r := len(vm.heap.objs) - 1; r >= s.heapLen; r-- {
			o.ObjectReleased(vm, Ref(r))
		}
	}
	vm.heap.release(Ref(s.heapLen))
	vm.heap.slotsUsed = s.slotsUsed
	vm.nanos = s.nanos
	vm.exited, vm.status = s.exited, s.status
	vm.out = vm.out[:s.out]
	vm.errOut = vm.errOut[:s.eout]
	vm.nextTID = s.nextTID
	vm.atomic = s.atomic
	vm.asks = s.asks
	vm.violation = s.violation
	vm.testOutcomes = s.outcomes
	vm.verify.steps = s.steps
	vm.verify.comments = vm.verify.comments[:s.comments]
	vm.verify.reads = vm.verify.reads[:s.reads]
	vm.threads = vm.threads[:0]
	for i := range s.threads {
		ts := &s.threads[i]
		t := ts.t
		frames := append(t.frames[:0], ts.saved.frames...)
		slots, chunk := t.slots, t.argChunk
		*t = ts.saved
		t.lastM = nil
		t.frames = frames
		t.slots = slots
		t.argChunk = chunk // its carved parts are never handed out again
		// The loop-head window as saved. Its array's room after it
		// stays when the valid snapshots are those on the path to s
		// (onPath): each of their windows in this array ends at or
		// before s's (a window only grows at its end, or is emptied
		// past it; see Thread.spinSeen), so the next visits write
		// only over invalid snapshots' windows. Otherwise it has no
		// room after it: the next visit starts a new array, so that
		// no valid snapshot's window is written over.
		if !onPath {
			t.spinSeen = t.spinSeen[:len(t.spinSeen):len(t.spinSeen)]
		}
		if len(t.slots) < len(ts.slots) {
			t.slots = make([]uint64, len(ts.slots)+256)
		}
		copy(t.slots, ts.slots)
		vm.threads = append(vm.threads, t)
	}
	vm.files = nil
	if s.files != nil {
		vm.files = map[int32]*modelFile{}
		for fd, f := range s.files {
			f := f
			vm.files[fd] = &f
		}
	}
	vm.freshFrom = Ref(s.heapLen)
	vm.yielding = false
	vm.err = nil
}
