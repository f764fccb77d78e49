package jvm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/gojpf/gojpf/choicegen"
	"github.com/gojpf/gojpf/classfile"
)

// Options configure a VM.
// JDKClassSource supplies parsed classes of the JDK image
// (Options.JDKClasses). It must be safe for concurrent use: VMs that
// share it may load classes side by side. The VM does not modify a
// ClassFile it is given, but to decode its methods' code
// (classfile.Method.LoadCode). Of a class it tells ParsedJDKClass about
// it sets Method.Ran as the methods run: the source may read that once
// the VM is done (the start-up cache does, writing its file).
type JDKClassSource interface {
	// JDKClass returns the parsed class of binary name name from the
	// image, or false.
	JDKClass(name string) (*classfile.ClassFile, bool)
	// ParsedJDKClass is told of a class the VM read from the image
	// and parsed itself.
	ParsedJDKClass(cf *classfile.ClassFile)
}

type Options struct {
	ClassPath *classfile.ClassPath // user class path followed by the JDK image
	JDK       *classfile.JImage    // the JDK image (for module names); may be nil
	JavaHome  string               // reported as java.home
	// JavaVersion is the feature version of the JDK whose library runs
	// (17, 21, 25…); JavaVersionString its full version ("17.0.15").
	JavaVersion       int
	JavaVersionString string
	ClassPathString   string // reported as java.class.path
	// Env is the guest's environment (System.getenv), added to and
	// overriding DefaultEnv; Processors is what
	// Runtime.availableProcessors answers (0: 1).
	Env        map[string]string
	Processors int
	Stdout     io.Writer
	Stderr     io.Writer

	MaxHeapBytes     int64 // guest heap bound (OutOfMemoryError beyond); default 1 GiB
	MaxStackDepth    int   // guest frames per thread (StackOverflowError beyond); default 3000
	MaxInstructions  int64 // 0 = no limit
	Context          context.Context
	EnableAssertions bool
	// InterleaveJUC makes the code of java.util.concurrent's locks and
	// atomics as interruptible as program code. By default each of their
	// operations runs atomically from its first scheduling point on (see
	// atomicJUC in sched.go).
	InterleaveJUC bool
	// Properties are the run's configuration (the .jpf keys and
	// +key=value arguments) as Verify.getProperty and Verify's
	// configured choices (getInt(String) …) read them.
	Properties map[string]string
	// MaxTransitionLength ends a transition that has run this many
	// instructions at its next scheduling point in the program's own
	// code, with a choice of every enabled thread, whatever the scheduler
	// answers there (0: never). It is JPF's vm.max_transition_length: a
	// safeguard for spin loops whose accesses a sharedness policy does
	// not count as shared yet (the global policy, before a second thread
	// touched the flag), which would otherwise run one transition for
	// ever. Offering every thread keeps it sound: a choice point more.
	MaxTransitionLength int64
	// AddOpens opens packages of JDK modules to other modules, as java's
	// --add-opens does, for reflection (modules.go).
	AddOpens []AddOpens
	// SpuriousWakeups lets a thread in Object.wait or LockSupport.park
	// without a timeout return without notify or unpark, as the JLS
	// (§17.2.1) and LockSupport allow: such a thread is enabled (for
	// wait, once the monitor is free) and may be chosen to wake up by
	// itself. A state where no thread can run but by waking up so is
	// still a deadlock. Timed waits and parks may time out at any moment
	// already, which covers their spurious wake-ups.
	SpuriousWakeups bool
	// SpinBlock is for searches without state matching, which would
	// otherwise unroll a busy-wait loop without end: a thread that comes
	// back to a loop's head (a backward branch) to find the whole state
	// as it was at its last visit of that head has run an iteration that
	// changed nothing, and would only repeat it; it cannot run again
	// until another thread has taken a step (spin-blocked). A path where
	// every live thread is blocked and one of them spin-blocked is a
	// livelock: it ends without an error (VM.Livelocked), as a cycle
	// does under state matching.
	SpinBlock bool
	// JDKClasses, when set, supplies classes of the JDK image already
	// parsed (the start-up cache, docs/memory-and-startup.md), in place
	// of reading and parsing them, and is told of every class the VM
	// parses from the image itself. It is asked only for classes that
	// the class path would take from the image (JDK).
	JDKClasses JDKClassSource
	// NoModelThreads runs the JDK's own bytecode for the thread
	// lifecycle, the end of the program and console output, with their
	// scheduling points, instead of gojpf's models (models.go).
	NoModelThreads bool
	// EnumerateRandom makes java.util.Random's next values data choices
	// (JPF's cg.enumerate_random; random.go).
	EnumerateRandom bool
	// FuzzTime makes each System.currentTimeMillis and nanoTime read a
	// choice between the model time going on as usual and jumping an
	// hour (fuzzClock; JPF's StopWatchFuzzer), so that both outcomes of
	// a program's timing checks are explored.
	FuzzTime bool
	// TestRun: the VM runs test methods for gojpf test; what a JPF test
	// expects (TestJPF's verify calls) is recorded for TestExpectation
	// instead of written to stderr.
	TestRun bool
}

// VM is one Java virtual machine. VMs share nothing: several run side by
// side in one process.
type VM struct {
	opts Options
	// idScratch holds thread ids while a choice generator is made (which
	// copies them).
	idScratch []int
	// choices makes the VM's thread choices, several to an allocation.
	choices choicegen.ThreadChoices
	// spinChunk is what is left of the chunk that loop-head windows'
	// arrays are carved from (spinArray).
	spinChunk []spinVisit
	// retries are the closures that retry calls (invokeRetry).
	retries map[retryKey]func(t *Thread)
	// shutdownM is java.lang.Shutdown.shutdown, which ends the program.
	shutdownM *Method
	classPath *classfile.ClassPath
	jdk       *classfile.JImage

	classes     map[string]*Class
	classOrder  []*Class
	loading     map[string]bool
	polyMethods map[string]*Method
	// vhPlans holds what a VarHandle call site's types make of a handle's
	// (VM metadata, kept across backtracking, as the handles are).
	vhPlans  map[vhPlanKey]*vhPlan
	heap     heap
	interned map[string]Ref
	natives  map[string]nativeFunc
	threads  []*Thread
	// consoleStreams are System.out and System.err as the VM made them.
	consoleStreams [2]Ref
	main           *Thread

	wk wellKnown
	// tf are the fields of Thread and ThreadGroup the thread natives
	// and models use, resolved at boot.
	tf threadFields

	insns int64 // instructions executed
	// spinBlocks counts spin-blocked busy-wait iterations (SpinBlock).
	spinBlocks int64
	// stepStart is insns when the current transition began.
	stepStart int64
	err       error // why the VM stopped: unsupported, internal, limit
	exited    bool  // System.exit or Runtime.halt was called
	status    int   // its status
	nanos     int64 // model time for System.nanoTime/currentTimeMillis
	started   bool
	// booted: Boot booted the VM (StartFrom may start programs).
	booted bool
	// testExpect is what a test said it expects (TestExpectation).
	testExpect string
	// testOutcomes folds the results this path recorded
	// (TestRunner.outcome) into the state hash: they live in the kept
	// stdout, which states are not matched by, and a state reached with
	// another result must not match one reached with this.
	testOutcomes uint64
	// Backtracking (state.go): the undo log, whether it is kept, and the
	// first object allocated since the latest snapshot.
	undo      []undoEntry
	recording bool
	// states are the valid snapshots, and the invalid ones whose memory
	// the next snapshots reuse (state.go).
	states    liveStates
	freshFrom Ref
	// out and errOut hold the program's output on the current path when
	// it is not written through (model checking); see console.go.
	out, errOut             []byte
	passthrough, keepOutput bool
	// nextTID numbers threads.
	nextTID int
	// yielding ends the current transition at the next instruction
	// boundary (sched.go); pending is the choice generator it ended with,
	// chooser the thread a data choice is for.
	yielding bool
	pending  choicegen.CG
	chooser  *Thread
	sched    Scheduler
	// breakAlone: the scheduler is a SoloBreaker that asked for it.
	breakAlone bool
	// atomic > 0 inside Verify.beginAtomic/endAtomic: no thread switches.
	atomic int
	// waitSeq orders waiting threads for notify (first come, first woken).
	waitSeq int
	// ignored: Verify.ignoreIf ended the path. choiceless: data choices
	// take their first value (plain runs without a search).
	ignored, choiceless bool
	// violation is set when a thread died of an uncaught exception that no
	// handler took (sched.go): the search reports it.
	violation *Uncaught
	// files are the open model files, by descriptor (modelfs.go).
	files map[int32]*modelFile
	// serviceProviders maps services to providers (services.go).
	serviceProviders map[string][]string
	// unnamedModule is the java.lang.Module the JDK's classes share.
	unnamedModule Ref
	// ld are the built-in class loaders (loaders.go).
	ld builtinLoaders
	// records are the classes user-defined loaders defined or initiated
	// on the current path, in order; recordIndex finds them.
	// definitions are the classes defined at run time, by class file.
	records     []loaderRecord
	recordIndex map[recordKey]int
	definitions map[definitionKey][]*Class
	// modules caches the JDK modules' descriptors (modules.go).
	modules map[string]*moduleAccess
	// pt is the scratch scheduling point (sched.go).
	pt Point
	// rec records executed source lines for error traces.
	rec *recorder
	// walk is the state hasher's scratch space.
	walk hashWalk
	// starter begins the program on the first Step.
	starter func()
	// callSites are the linked invokedynamic call sites.
	callSites map[callSiteKey]*Method
	// lambdaSingletons are the instances of non-capturing lambdas.
	lambdaSingletons map[*Class]Ref
	// lambdaCount numbers the classes made for lambdas.
	lambdaCount int
	// proxies are the proxy classes made (proxy.go), by their interfaces.
	proxies map[string]*Class
	// lastInitFailure is the exception of the last failed initSync.
	lastInitFailure Ref
	// asks counts the scheduler's chances to break on this path;
	// byScheduler: the last transition ended by its decision (sched.go).
	asks        int64
	byScheduler bool
	// obs receives VM events; insnObs is obs when it wants instructions;
	// perInsn: something (rec, insnObs) looks at every instruction.
	obs     Observer
	insnObs Observer
	perInsn bool
	// cur is the thread running now (nil while booting).
	cur *Thread
	// siteIndex numbers allocation sites; siteCounts counts the
	// allocations at each on the current path (sgoid.go).
	siteIndex  map[allocSite]int32
	siteCounts []int32
	// exposeStack is expose's scratch stack.
	exposeStack []Ref
	// verify is the state of JPF's Verify API (verify.go).
	verify verifyState
}

// wellKnown holds classes and fields the VM uses directly.
type wellKnown struct {
	object, string, class, throwable, error, thread, threadGroup *Class
	byteArray, objectArray                                       *Class
	stringValue, stringCoder                                     *Field
}

// UnsupportedError reports a bytecode, JDK method or feature gojpf does not
// support. The program is not wrong; gojpf cannot check it (exit code 3).
type UnsupportedError struct {
	What  string
	Stack string // the Java stack where it was needed
}

func (e *UnsupportedError) Error() string {
	s := "unsupported: " + e.What
	if e.Stack != "" {
		s += "\n" + e.Stack
	}
	return s
}

// InternalError reports a fault of gojpf itself, with the Java stack.
type InternalError struct {
	Msg   string
	Stack string
}

func (e *InternalError) Error() string {
	s := "internal error: " + e.Msg
	if e.Stack != "" {
		s += "\n" + e.Stack
	}
	return s
}

// LimitError reports that a configured limit stopped the run.
type LimitError struct{ Limit string }

func (e *LimitError) Error() string { return "limit reached: " + e.Limit }

// New makes a VM. Nothing runs until Run.
func New(opts Options) (*VM, error) {
	if opts.ClassPath == nil {
		return nil, errors.New("jvm: no class path")
	}
	if opts.MaxHeapBytes <= 0 {
		opts.MaxHeapBytes = 1 << 30
	}
	if opts.MaxStackDepth <= 0 {
		opts.MaxStackDepth = 3000
	}
	if opts.Stdout == nil {
		opts.Stdout = io.Discard
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard
	}
	if opts.JavaVersion == 0 {
		opts.JavaVersion = 17
	}
	if opts.JavaVersionString == "" {
		opts.JavaVersionString = strconv.Itoa(opts.JavaVersion)
	}
	if opts.Context == nil {
		opts.Context = context.Background()
	}
	vm := &VM{
		opts:             opts,
		classPath:        opts.ClassPath,
		jdk:              opts.JDK,
		classes:          map[string]*Class{},
		loading:          map[string]bool{},
		recordIndex:      map[recordKey]int{},
		definitions:      map[definitionKey][]*Class{},
		modules:          map[string]*moduleAccess{},
		polyMethods:      map[string]*Method{},
		vhPlans:          map[vhPlanKey]*vhPlan{},
		heap:             newHeap(opts.MaxHeapBytes),
		interned:         map[string]Ref{},
		lambdaSingletons: map[*Class]Ref{},
		callSites:        map[callSiteKey]*Method{},
		siteIndex:        map[allocSite]int32{},
		natives:          buildNatives(),
		nanos:            1_000_000_000,
		passthrough:      true,
	}
	for k, v := range opts.Properties {
		vm.setProperty(k + "=" + v)
	}
	return vm, nil
}

// Instructions returns the number of instructions executed so far.
func (vm *VM) Instructions() int64 { return vm.insns }

// halted reports whether the VM must stop running guest code.
func (vm *VM) halted() bool { return vm.err != nil || vm.exited }

// fail stops the VM with an error (the first one wins).
func (vm *VM) fail(err error) {
	if vm.err == nil {
		vm.err = err
	}
}

func (vm *VM) unsupportedf(format string, args ...any) {
	vm.fail(&UnsupportedError{What: fmt.Sprintf(format, args...), Stack: vm.javaStack()})
}

func (vm *VM) internalf(format string, args ...any) {
	vm.fail(&InternalError{Msg: fmt.Sprintf(format, args...), Stack: vm.javaStack()})
}

// javaStack renders the Java stacks of all threads, for error messages.
func (vm *VM) javaStack() string {
	var b strings.Builder
	for _, t := range vm.threads {
		fmt.Fprintf(&b, "  thread %q:\n", t.name)
		for i := len(t.frames) - 1; i >= 0; i-- {
			f := &t.frames[i]
			if f.m == nil {
				fmt.Fprintf(&b, "    [VM continuation, step %d]\n", f.state)
				continue
			}
			fmt.Fprintf(&b, "    at %s\n", frameString(f.m, f.pc))
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// frameString renders a frame as a stack trace line does:
// "Main.main(Main.java:7)".
func frameString(m *Method, pc int32) string {
	src := m.class.sourceFile()
	loc := "Unknown Source"
	if m.isNative() && m.bytecode() == nil {
		loc = "Native Method"
	} else if src != "" {
		loc = src
		if l := m.lineAt(int(pc)); l > 0 {
			loc = fmt.Sprintf("%s:%d", src, l)
		}
	}
	return fmt.Sprintf("%s.%s(%s)", m.class.JavaName(), m.name, loc)
}

// runThread runs t until its stack shrinks to stopDepth or the VM halts,
// checking limits between slices of instructions.
func (vm *VM) runThread(t *Thread) {
	vm.cur = t
	ctx := vm.opts.Context
	for len(t.frames) > t.stopDepth && !vm.halted() && !vm.yielding {
		budget := stepBudget
		if max := vm.opts.MaxInstructions; max > 0 {
			if vm.insns >= max {
				vm.fail(&LimitError{Limit: fmt.Sprintf("max-instructions %d", max)})
				return
			}
			if left := max - vm.insns; left < int64(budget) {
				budget = int(left)
			}
		}
		vm.insns += int64(t.execute(budget))
		if ctx.Err() != nil {
			vm.fail(&LimitError{Limit: StopReason(ctx)})
			return
		}
	}
}

// callJava runs method m on thread t with the given argument slots to
// completion and returns its result, or the exception it threw. It is for
// the VM's own use (booting, dispatching uncaught exceptions), never from
// inside the interpreter.
func (vm *VM) callJava(t *Thread, m *Method, args ...uint64) (uint64, Ref, error) {
	saved := t.stopDepth
	depth := len(t.frames)
	t.stopDepth = depth
	defer func() { t.stopDepth = saved }()
	// A continuation frame receives the result.
	var ret uint64
	t.pushContinuation(nil, &continuation{resume: func(t *Thread, v uint64) {
		ret = v
		t.frames = t.frames[:len(t.frames)-1]
	}})
	base := int(t.top().sp)
	t.ensureSlots(base + len(args) + 1)
	copy(t.slots[base:], args)
	t.top().sp = int32(base + len(args))
	t.uncaught = 0
	t.invoke(m, base)
	vm.runThread(t)
	if vm.err != nil {
		return 0, 0, vm.err
	}
	if t.uncaught != 0 {
		ex := t.uncaught
		t.uncaught = 0
		t.frames = t.frames[:depth]
		return 0, ex, nil
	}
	if len(t.frames) > depth {
		t.frames = t.frames[:depth]
	}
	return ret, 0, nil
}

// findMethod returns a method of a class by name and descriptor, loading
// the class.
func (vm *VM) findMethod(class, name, desc string) (*Method, error) {
	c, err := vm.loadClass(class)
	if err != nil {
		return nil, err
	}
	m := c.lookupMethod(name, desc)
	if m == nil {
		return nil, fmt.Errorf("no method %s.%s%s", javaName(class), name, desc)
	}
	return m, nil
}

// tick advances model time; every call to a clock gets a later time, so
// that a busy-wait on the clock ends (it has no scheduling point of its
// own to let state matching cut it).
// clockJump is how far the model clock may jump at a read under
// Options.FuzzTime: an hour, longer than any timeout a program compares
// elapsed time with in practice.
const clockJump = int64(3600) * 1_000_000_000

// fuzzClock makes a clock read under Options.FuzzTime a data choice: the
// model time goes on as usual, or jumps an hour (a real JVM may be held
// up that long between two reads). It returns nativeYield when the
// transition ends at the choice.
func (t *Thread) fuzzClock() nativeStatus {
	if !t.vm.opts.FuzzTime {
		return nativeReturn
	}
	v, st := t.intChoice(clockFuzz, 0, 1)
	if st != nativeReturn {
		return st
	}
	if v == 1 {
		t.vm.nanos += clockJump
	}
	return nativeReturn
}

// clockFuzz is the choice id of a fuzzed clock read.
const clockFuzz = choicegen.ID("CLOCK_JUMP")

func (vm *VM) tick() int64 {
	vm.nanos += 1_000_000
	return vm.nanos
}

// JavaStacks renders every thread's Java stack, for error reports.
func (vm *VM) JavaStacks() string { return vm.javaStack() }

// StopReason says why a done context stopped a run: "time-limit" for a
// deadline, the cause's text for a context cancelled with a cause (such
// as an interrupt), else "cancelled".
func StopReason(ctx context.Context) string {
	cause := context.Cause(ctx)
	switch {
	case errors.Is(cause, context.DeadlineExceeded):
		return "time-limit"
	case cause == nil || errors.Is(cause, context.Canceled):
		return "cancelled"
	}
	return cause.Error()
}
