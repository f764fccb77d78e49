package jvm

// Thread is a Java thread: a stack of frames over one slice of slots. It is
// plain data; the interpreter steps it.
type Thread struct {
	// lastM, lastPC: the instruction last announced to an observer
	// (observe.go).
	lastM  *Method
	lastPC int32
	vm     *VM
	id     int
	obj    Ref // the java.lang.Thread object
	name   string
	frames []Frame
	slots  []uint64

	// stopDepth: the interpreter returns when the frame stack shrinks to this
	// depth (used to run Java code to completion from the VM itself).
	stopDepth int
	// exception in flight while frames unwind, or the uncaught one when the
	// thread died of it.
	uncaught Ref
	done     bool
	// curNative is the native method running, for its continuations.
	curNative *Method
	// parkPermit is LockSupport's permit.
	parkPermit bool

	// Scheduling (sched.go).
	status    ThreadStatus
	blockedOn Ref  // monitor a blocked or waiting thread needs
	waitCount int  // monitor holds to restore after wait
	waitOrder int  // when it started waiting, for notify order
	notified  bool // a waiting thread was notified (or timed out)
	// interruptWake: woken by interrupt, so wait/park report it.
	interruptWake bool
	daemon        bool
	// suspended: Thread.suspend stopped the thread until Thread.resume;
	// it keeps its status (blocked, waiting, …) and is not enabled.
	suspended bool
	// stopEx is the exception Thread.stop sent the thread (HotSpot's
	// asynchronous exception), thrown when the thread runs again
	// (deliverStop).
	stopEx Ref
	// diedUncaught: the thread ended with an uncaught exception (even
	// one a handler took): for main, the JVM's exit status is then 1.
	diedUncaught bool
	// resumed: the thread was just chosen; the scheduling point it stopped
	// at must not end the transition again.
	resumed bool
	// inJUC: the thread's transition began inside an operation of
	// java.util.concurrent's locks or atomics, which runs atomically until
	// it returns (its outermost frame, at index jucBase, is popped), it
	// calls program code, or it blocks (see atomicJUC in sched.go).
	inJUC   bool
	jucBase int
	// inConsole: the thread is in a call that writes to a console
	// stream whose event (PointConsole) was told; the call's outermost
	// frame is at index consoleBase (see atomicConsoleCall).
	inConsole   bool
	consoleBase int
	// atomicSpins counts Thread.onSpinWait calls inside such an operation
	// in the current transition (see threadOnSpinWait).
	atomicSpins int
	// phase of a native that blocks across transitions (wait, park, join).
	phase int
	// With Options.SpinBlock: the loop heads the thread came back to
	// since another thread last took a step, with the state hash there
	// (the latest few); spinBlocked while it waits for another thread's
	// step. Snapshots share the array: a visit is only ever appended,
	// past the end of every valid snapshot's window; an emptied window
	// starts where the old one ended; the oldest visit leaves a full
	// window from its start. A window whose array is full moves to a
	// new one with room for spinRoom, or twice its length, more visits.
	spinSeen []spinVisit
	// argChunk is what is left of the chunk argCopy carves natives'
	// arguments from.
	argChunk    []uint64
	spinBlocked bool
	// dataValue is the value of the data choice the thread asked for,
	// as a slot holds it (choicegen.Data.Bits).
	dataValue uint64
	hasData   bool
	// end is the continuation at the bottom of the thread's stack.
	end *continuation
	// initWait is the class another thread initializes while t waits.
	initWait *Class
}

// Frame is one activation: a method's locals and operand stack live in
// Thread.slots from base on.
type Frame struct {
	m    *Method
	pc   int32 // index of the next instruction
	base int32 // slot of local 0
	sp   int32 // next free slot of the operand stack
	// lock is the object locked by a synchronized method, released on exit.
	lock Ref
	// cont makes this a continuation frame of a native method: when the
	// frame above returns, cont.resume runs with its result.
	cont *continuation
	// state is a continuation's progress. It lives in the frame, not in
	// the continuation's closure, so that backtracking restores it.
	state int
	// retry, if set on a continuation frame, runs the call again when the
	// frame is on top without its callee: the call ended the transition
	// before it began (a scheduling point or a contended lock of a
	// synchronized callee). It lives in the frame, not in the shared
	// continuation, for the same reason as state: a thread's end
	// continuation calls one method after another (run, the uncaught
	// handler, exit) and a backtrack to before a call must find that
	// call's retry again.
	retry func(t *Thread)
}

// continuation lets a native method call Java without Go recursion: the
// native pushes its continuation frame and the callee's frame; when the
// callee returns, resume is called with the result.
type continuation struct {
	resume func(t *Thread, ret uint64)
	// onThrow, if set, sees an exception that unwinds into the frame; it
	// returns true when it handled it (and pushed or returned as needed).
	onThrow func(t *Thread, ex Ref) bool
	retKind Kind // kind of the value the continuation frame returns to its caller
	// initOf is the class a class-initialization continuation initializes.
	initOf *Class
	// defining is the class a define waits for while a loadClass call
	// resolves one of its supertypes (loaders.go).
	defining *recordKey
}

// Name returns the thread's name.
func (t *Thread) Name() string { return t.name }

// ID returns the VM's number for the thread (0 for main).
func (t *Thread) ID() int { return t.id }

// top returns the current frame.
func (t *Thread) top() *Frame { return &t.frames[len(t.frames)-1] }

// ensureSlots grows the slot slice so that n slots are available.
func (t *Thread) ensureSlots(n int) {
	if n <= len(t.slots) {
		return
	}
	size := 2 * len(t.slots)
	if size < n {
		size = n + 256
	}
	ns := make([]uint64, size)
	copy(ns, t.slots)
	t.slots = ns
}

// pushFrame pushes a frame for m whose arguments are the argSlots slots
// ending at sp (on the caller's operand stack, or anywhere when the VM calls
// Java). It returns false and throws StackOverflowError if the stack is full.
func (t *Thread) pushFrame(m *Method, argStart int) bool {
	if len(t.frames) >= t.vm.opts.MaxStackDepth {
		t.throwNew("java/lang/StackOverflowError", "")
		return false
	}
	if t.inJUC && m.class.module == "" && !m.class.internal() {
		t.inJUC = false // program code called back: the operation's atomic run ends
	}
	c := m.bytecode()
	maxLocals := int(c.MaxLocals)
	need := argStart + maxLocals + int(c.MaxStack) + 2
	t.ensureSlots(need)
	// Locals beyond the arguments start out zero, so that states compare
	// equal whatever a previous frame left there.
	clear(t.slots[argStart+m.argSlots : argStart+maxLocals])
	if len(t.vm.verify.localAttrs) > 0 {
		t.vm.dropLocalAttrs(t, len(t.frames)) // and so are their attributes
	}
	t.frames = append(t.frames, Frame{m: m, base: int32(argStart), sp: int32(argStart + maxLocals)})
	if o := t.vm.obs; o != nil {
		o.MethodEntered(t.vm, t, m)
	}
	return true
}

// spinVisit is a thread's visit of a loop head: its frame depth, method
// and pc, and the state hash there.
type spinVisit struct {
	depth int
	m     *Method
	pc    int32
	hash  [16]byte
	nanos int64 // model time, which the state hash leaves out
}

// maxSpinVisits bounds the loop-head visits a thread remembers: an outer
// busy-wait whose inner loops take more iterations than this is not
// recognised (it then only does not end by itself).
const maxSpinVisits = 16

// spinRoom is the least room for visits after a window that moves to a
// new array: an array is reused along a depth-first search (restoring a
// state keeps the room after its window), so the arrays are few, and
// most windows hold one or two visits.
const spinRoom = 4

// spinChunk is the number of visits VM.spinArray carves arrays from.
const spinChunk = 256
