package jvm

import (
	"context"
	"fmt"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
)

// Uncaught describes an exception that ended a thread.
type Uncaught struct {
	Thread    string
	Exception string // Java class name with dots, e.g. java.lang.AssertionError
	Message   string
	HasMsg    bool
	Trace     []StackFrame
}

// StackFrame is one frame of a Java stack trace.
type StackFrame struct {
	Class, Method, File string
	Line                int
}

// Result is the outcome of running a program to its end.
type Result struct {
	// Exited is set when the program called System.exit (or Runtime.halt);
	// ExitStatus is then its status. Otherwise ExitStatus is what java
	// would return: 0, or 1 after an uncaught exception.
	Exited       bool
	ExitStatus   int
	Uncaught     *Uncaught
	Deadlock     bool
	Instructions int64
}

// MainClassError reports that the main class or its main method is missing.
type MainClassError struct{ Msg string }

func (e *MainClassError) Error() string { return e.Msg }

// Start boots the VM and makes the main thread ready to run
// mainClass.main(args); nothing of the program runs yet. The first Step
// (with a nil choice generator) runs it.
func (vm *VM) Start(mainClass string, args []string) (err error) {
	if vm.started {
		return fmt.Errorf("jvm: a VM starts once")
	}
	vm.started = true
	defer vm.recoverPanic(&err)
	if err := vm.boot(); err != nil {
		return err
	}
	vm.exposeBootHeap()
	return vm.startMain(mainClass, args)
}

// Boot boots the VM (the core classes, the main thread, the system
// properties) without starting a program and returns the booted state,
// from which StartFrom starts programs, one after another: the JDK boots
// once for many programs (gojpf test runs each test method so). A VM
// boots once, and one that Start started cannot Boot.
func (vm *VM) Boot() (s *State, err error) {
	if vm.started {
		return nil, fmt.Errorf("jvm: a VM boots once")
	}
	vm.started = true
	defer vm.recoverPanic(&err)
	if err := vm.boot(); err != nil {
		return nil, err
	}
	vm.exposeBootHeap()
	// The boot heap is what the state hash treats as boot objects (named
	// by reference, hashed as changed when they change): fix it now, at
	// the booted state. Left to the first program's first hash it would
	// take in that program's early objects too, and a later program's
	// objects at those references would not be hashed at all (states
	// that differ in them would match).
	vm.beginWalk()
	vm.booted = true
	return vm.Snapshot(), nil
}

// StartFrom returns the VM to the booted state s (Boot's, which must
// still be valid: no Restore to an earlier state since) and makes the
// main thread ready to run mainClass.main(args), as Start does. Whatever
// earlier programs did is undone as backtracking undoes it; what
// backtracking keeps is cleared too: Verify's search-global counters,
// values and bit sets, the instruction count, the test expectation
// (TestExpectation). Classes loaded by earlier programs stay loaded (not
// initialized), as they do when a search backtracks past their loading.
func (vm *VM) StartFrom(s *State, mainClass string, args []string) (err error) {
	if !vm.booted {
		return fmt.Errorf("jvm: StartFrom needs a VM that Boot booted")
	}
	defer vm.recoverPanic(&err)
	vm.Restore(s)
	vm.insns, vm.stepStart, vm.spinBlocks = 0, 0, 0
	vm.starter, vm.pending, vm.chooser = nil, nil, nil
	vm.cur = vm.main // as after boot: the thread that runs (a later one may be gone)
	vm.ignored, vm.choiceless = false, false
	v := &vm.verify
	v.counters, v.values, v.bitSets, v.heuristic = nil, nil, nil, 0
	v.terminate, v.stored, v.replay, v.replayPos = false, nil, nil, 0
	vm.testExpect = ""
	vm.testOutcomes = 0
	return vm.startMain(mainClass, args)
}

// startMain makes the main thread of a booted VM ready to run
// mainClass.main(args).
func (vm *VM) startMain(mainClass string, args []string) error {
	t := vm.main
	name := strings.ReplaceAll(mainClass, ".", "/")
	c, err := vm.loadClass(name)
	if err != nil {
		if le, ok := err.(*linkError); ok && le.class == "java/lang/NoClassDefFoundError" {
			return &MainClassError{fmt.Sprintf("could not find or load main class %s", mainClass)}
		}
		return err
	}
	m := c.methodMap[methodKey{"main", "([Ljava/lang/String;)V"}]
	if m == nil || !m.IsStatic() {
		return &MainClassError{fmt.Sprintf("main method not found in class %s, please define it as: public static void main(String[] args)", javaName(name))}
	}
	argRefs := make([]Ref, len(args))
	for i, a := range args {
		argRefs[i] = vm.newString(a)
	}
	arr, st := t.newRefArray("[Ljava/lang/String;", argRefs)
	if st != nativeReturn {
		return fmt.Errorf("jvm: cannot make the argument array")
	}
	// Like the launcher, call main through invokestatic semantics: the
	// class is initialized first, on the main thread, as part of the run.
	starter := &continuation{}
	starter.resume = func(t *Thread, _ uint64) {
		f := t.top()
		if f.state == 0 {
			f.state = 1
			if !t.initClass(c) {
				return // initialization frames run first
			}
		}
		t.frames = t.frames[:len(t.frames)-1]
		t.pushArgsAndInvoke(m, uint64(arr))
	}
	t.pushContinuation(nil, starter)
	vm.starter = func() { starter.resume(t, 0) }
	return nil
}

// Step runs one transition: the thread (or data value) that cg's current
// choice names, until the transition ends. cg is nil for the first step.
// The error is an *UnsupportedError, *InternalError or *LimitError when
// the VM had to stop.
func (vm *VM) Step(cg choicegen.CG) (err error) {
	defer vm.recoverPanic(&err)
	vm.stepStart = vm.insns
	vm.pending, vm.yielding, vm.ignored, vm.byScheduler = nil, false, false, false
	vm.verify.interesting, vm.verify.boring = false, false
	vm.verify.steps++
	var t *Thread
	switch c := cg.(type) {
	case nil:
		t = vm.main
		if vm.starter != nil {
			start := vm.starter
			vm.starter = nil
			start()
		}
	case *choicegen.ThreadChoice:
		t = vm.Thread(c.Thread())
	case choicegen.Data:
		t = vm.chooser
		t.dataValue, t.hasData = c.Bits(), true
	default:
		return fmt.Errorf("jvm: unknown choice generator %T", cg)
	}
	if t == nil {
		return fmt.Errorf("jvm: no thread for choice %v", cg)
	}
	if vm.opts.SpinBlock {
		// Another thread takes a step: the busy-waiters may look again.
		for _, o := range vm.threads {
			if o != t {
				// Emptied past its end, not to its start: the
				// snapshots may share the array (Thread.spinSeen).
				o.spinBlocked, o.spinSeen = false, o.spinSeen[len(o.spinSeen):]
			}
		}
	}
	t.resumed = true
	t.atomicSpins = 0
	t.runnableAgain()
	if t.stopEx != 0 {
		t.deliverStop()
	}
	if t.status == StatusAwaitExit && len(t.frames) > 0 {
		t.setStatus(StatusRunnable)
		t.frames[0].cont.resume(t, 0)
	}
	if t.status == StatusBlocked && len(t.frames) == 1 && t.frames[0].cont == t.end && t.frames[0].state == endStageTerminate {
		// An ending thread waited for its Thread object's monitor.
		t.setStatus(StatusRunnable)
		t.threadEndStep(&t.frames[0].state)
	}
	for !vm.yielding && !vm.halted() && len(t.frames) > 0 {
		if t.status != StatusRunnable && !t.resumable() {
			vm.blocked(t)
			break
		}
		vm.runThread(t)
	}
	vm.flushInsn(t)
	vm.yielding = false
	if cg == nil && vm.walk.bootLen == 0 {
		// The first transition ends in the search's first state, which
		// every later one comes from: the boot heap of the state hash
		// (hash.go) is fixed here, whether or not this state is hashed
		// now. Fixed at the first hash instead, deeper on one path (a
		// search that matches no state above a cut, a busy-wait's check
		// in a stateless search), it would take in that path's objects,
		// and another path's objects at those references would never be
		// hashed (docs/parallel.md). Restore checks it holds.
		vm.beginWalk()
	}
	return vm.err
}

// resumable reports whether a thread whose status is not runnable may still
// run its pending instruction (which will find the monitor free, the
// notification, the permit, or its timeout).
func (t *Thread) resumable() bool { return t.Enabled() }

// Ended reports whether the program has ended: every thread terminated,
// or System.exit was called.
func (vm *VM) Ended() bool {
	// Main terminates last of the non-daemon threads (it waits for them);
	// daemon threads die with the VM.
	return vm.exited || vm.main.status == StatusTerminated
}

// Deadlocked reports whether live threads remain but none can run. With
// Options.SpuriousWakeups a thread that could only wake up spuriously
// does not count: the JLS allows such wake-ups, it does not promise them.
func (vm *VM) Deadlocked() bool {
	if vm.Ended() {
		return false
	}
	for _, t := range vm.threads {
		if t.enabled(false) || t.spinBlocked {
			return false // a spin-blocked thread could run: a livelock
		}
	}
	return true
}

// Violation returns the uncaught exception that ended a thread on this
// path without a handler to take it, or nil.
func (vm *VM) Violation() *Uncaught { return vm.violation }

// Ignored reports whether Verify.ignoreIf ended the current path.
func (vm *VM) Ignored() bool { return vm.ignored }

// ExitStatus returns the status the program ended with.
func (vm *VM) ExitStatus() int {
	if vm.exited {
		return vm.status
	}
	if vm.violation != nil || vm.main.diedUncaught {
		// (An uncaught exception ends the launcher with status 1 even
		// when a handler took it, or it was a silent ThreadDeath.)
		return 1
	}
	return 0
}

// Exited reports whether the program called System.exit.
func (vm *VM) Exited() bool { return vm.exited }

// Run runs the program as a plain JVM would: one path, the first enabled
// thread always running next, data choices taking their first value.
func (vm *VM) Run(mainClass string, args []string) (*Result, error) {
	vm.choiceless = true
	res := &Result{}
	if err := vm.Start(mainClass, args); err != nil {
		return nil, err
	}
	var cg choicegen.CG
	for {
		if err := vm.Step(cg); err != nil {
			res.Instructions = vm.insns
			return res, err
		}
		if vm.Ended() || vm.ignored {
			break
		}
		ids := vm.EnabledThreads()
		if len(ids) == 0 {
			res.Deadlock = true
			break
		}
		tc := vm.choices.New(choicegen.Block, ids)
		tc.Advance()
		cg = tc
	}
	res.Instructions = vm.insns
	res.Uncaught = vm.violation
	res.Exited = vm.exited
	res.ExitStatus = vm.ExitStatus()
	return res, nil
}

// recoverPanic turns a Go panic inside the VM into an InternalError with
// the Java stacks, and stops the VM.
func (vm *VM) recoverPanic(err *error) {
	if p := recover(); p != nil {
		ie := &InternalError{Msg: fmt.Sprintf("panic: %v", p), Stack: vm.javaStack()}
		vm.fail(ie)
		*err = ie
	}
}

// uncaughtInfo describes an uncaught throwable for the report.
func (vm *VM) uncaughtInfo(t *Thread, ex Ref) *Uncaught {
	o := vm.heap.get(ex)
	u := &Uncaught{Thread: t.name, Exception: o.class.JavaName()}
	u.Message, u.HasMsg = vm.messageOf(o)
	if bt, ok := o.native.(backtrace); ok {
		for _, e := range bt {
			u.Trace = append(u.Trace, StackFrame{Class: e.m.class.JavaName(), Method: e.m.name, File: e.m.class.sourceFile(), Line: e.m.lineAt(int(e.pc))})
		}
	}
	return u
}

// SetContext replaces the context that ends a run early (Options.Context),
// for a VM that runs one program after another (StartFrom), each with its
// own time limit.
func (vm *VM) SetContext(ctx context.Context) {
	if ctx == nil {
		ctx = context.Background()
	}
	vm.opts.Context = ctx
}
