package jvm

import (
	"fmt"
)

// stackEntry is one frame of a captured stack trace.
type stackEntry struct {
	m  *Method
	pc int32
}

// backtrace is what Throwable.fillInStackTrace records, kept as the native
// data of the throwable.
type backtrace []stackEntry

// captureStack records the thread's Java frames, innermost first, skipping
// the first skip of them.
func (t *Thread) captureStack(skip int) backtrace {
	var bt backtrace
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.cont != nil || f.m == nil {
			continue
		}
		if skip > 0 {
			skip--
			continue
		}
		bt = append(bt, stackEntry{f.m, f.pc})
	}
	return bt
}

// throw starts unwinding with exception ex: the innermost handler that
// covers the current instruction and matches ex gets it; frames without one
// are popped. If no frame above stopDepth handles it, ex is left in
// t.uncaught.
func (t *Thread) throw(ex Ref) {
	vm := t.vm
	exClass := vm.heap.get(ex).class
	if o := vm.obs; o != nil {
		o.ExceptionThrown(vm, t, ex)
	}
	for len(t.frames) > t.stopDepth {
		f := t.top()
		if f.cont != nil {
			if f.cont.onThrow != nil && f.cont.onThrow(t, ex) {
				return
			}
			t.frames = t.frames[:len(t.frames)-1]
			continue
		}
		if f.m.bytecode() != nil {
			for i := range f.m.bytecode().Handlers {
				h := &f.m.bytecode().Handlers[i]
				if f.pc < h.Start || f.pc >= h.End {
					continue
				}
				if h.CatchType != "" && !vm.catches(f.m.class, h.CatchType, exClass) {
					continue
				}
				f.pc = h.Handler
				if t.inJUC && len(t.frames)-1 < t.jucBase {
					t.inJUC = false // the operation threw to its caller
				}
				f.sp = f.base + int32(f.m.bytecode().MaxLocals)
				t.slots[f.sp] = uint64(ex)
				f.sp++
				if o := vm.obs; o != nil {
					o.ExceptionHandled(vm, t, ex, f.m, int(h.Handler))
				}
				return
			}
		}
		if f.lock != 0 {
			t.tellRelease(f.lock)
			t.releaseOnUnwind(f.lock)
		}
		m := f.m
		t.frames = t.frames[:len(t.frames)-1]
		if t.inConsole && len(t.frames) <= t.consoleBase {
			t.inConsole = false
		}
		if o := vm.obs; o != nil {
			o.MethodExited(vm, t, m)
		}
	}
	t.uncaught = ex
}

// throwNew creates an exception of the named class with a message ("" for
// none) and throws it.
func (t *Thread) throwNew(class, msg string) {
	ex := t.newThrowable(class, msg)
	if ex != 0 {
		t.throw(ex)
	}
}

// throwNPE throws a NullPointerException without a message, as natives
// throw it (HotSpot computes no helpful message for a native frame). The
// argument must be "".
func (t *Thread) throwNPE(action string) {
	if action != "" {
		t.vm.internalf("throwNPE(%q): use throwBytecodeNPE", action)
	}
	t.throwNew("java/lang/NullPointerException", "")
}

// throwBytecodeNPE throws the NullPointerException of the current
// instruction, which met null: its helpful message (JEP 358) is computed
// when the program first asks for it, from the instruction and the
// method's bytecode, as HotSpot does (npe_message.go).
func (t *Thread) throwBytecodeNPE() {
	ex := t.newThrowable("java/lang/NullPointerException", "")
	if ex == 0 {
		return
	}
	o := t.vm.heap.get(ex)
	// What NullPointerException.fillInStackTrace sets on a fresh one:
	// getMessage will call getExtendedNPEMessage.
	if f := o.class.fieldByName("extendedMessageState"); f != nil {
		o.slots[f.slot] = 1
	}
	t.throw(ex)
}

func (t *Thread) throwAIOOBE(idx int32, n int) {
	t.throwNew("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", idx, n))
}

func classCastMessage(from, to *Class) string {
	return fmt.Sprintf("class %s cannot be cast to class %s%s", from.JavaName(), to.JavaName(), castModules(from, to))
}

// castModules renders HotSpot's " (X is in module M of loader 'bootstrap';
// Y is in unnamed module of loader 'app')" suffix.
func castModules(from, to *Class) string {
	where := func(c *Class) string {
		for c.IsArray() {
			c = c.component
		}
		if c.module != "" {
			return "module " + c.module + " of loader 'bootstrap'"
		}
		if c.primitive != 0 {
			return "module java.base of loader 'bootstrap'"
		}
		return "unnamed module of loader 'app'"
	}
	a, b := where(from), where(to)
	if a == b {
		return fmt.Sprintf(" (%s and %s are in %s)", from.JavaName(), to.JavaName(), a)
	}
	return fmt.Sprintf(" (%s is in %s; %s is in %s)", from.JavaName(), a, to.JavaName(), b)
}

// linkFailed throws the Java error a link error stands for, or stops the VM
// for any other error.
func (t *Thread) linkFailed(err error) {
	if le, ok := err.(*linkError); ok {
		t.throwNew(le.class, le.msg)
		return
	}
	t.vm.fail(err)
}

// newThrowable makes a throwable of the named class as its (String)
// constructor would, with the current stack as its backtrace. It returns 0
// if it could not (the VM is then stopped, or initialization frames were
// pushed and the throw is retried when they finish).
func (t *Thread) newThrowable(class, msg string) Ref {
	vm := t.vm
	c, err := vm.loadClass(class)
	if err != nil {
		vm.internalf("cannot load %s to throw it: %v", javaName(class), err)
		return 0
	}
	if c.initState != classInitialized {
		if !vm.initWithoutCode(c) {
			// The class or a superclass has a static initializer: run it,
			// then throw.
			depth := len(t.frames)
			cont := &continuation{resume: func(t *Thread, _ uint64) {
				t.frames = t.frames[:len(t.frames)-1]
				t.throwNew(class, msg)
			}}
			// The thread may wait for another thread that initializes
			// c, or stop before taking it on: then it tries again.
			retry := func(t *Thread) {
				if t.initClass(c) {
					cont.resume(t, 0)
				}
			}
			t.pushContinuation(nil, cont)
			t.top().retry = retry
			if !t.initClass(c) {
				return 0
			}
			t.frames = t.frames[:depth]
		}
	}
	r, o := vm.alloc(c, c.instanceSlots)
	if r == 0 {
		vm.internalf("heap exhausted while throwing %s", javaName(class))
		return 0
	}
	var msgRef Ref
	if msg != "" {
		msgRef = vm.internString(msg)
	}
	vm.initThrowableFields(r, o, msgRef, t.captureStack(0))
	return r
}

// initThrowableFields sets what Throwable's constructor and fillInStackTrace
// would: the message, cause = this, the sentinels, and the backtrace.
func (vm *VM) initThrowableFields(r Ref, o *Object, msg Ref, bt backtrace) {
	th := vm.wk.throwable
	set := func(name string, v uint64) {
		if f := th.fieldByName(name); f != nil {
			o.slots[f.slot] = v
		}
	}
	set("detailMessage", uint64(msg))
	set("cause", uint64(r))
	if f := th.fieldByName("UNASSIGNED_STACK"); f != nil {
		set("stackTrace", th.statics[f.slot])
	}
	if f := th.fieldByName("SUPPRESSED_SENTINEL"); f != nil {
		set("suppressedExceptions", th.statics[f.slot])
	}
	o.native = bt
	set("backtrace", uint64(r))
	set("depth", i2s(int32(len(bt))))
}

// initWithoutCode marks c and its superclasses initialized if none of those
// not yet initialized has a static initializer; it reports success.
func (vm *VM) initWithoutCode(c *Class) bool {
	for k := c; k != nil; k = k.super {
		if k.initState == classInitialized {
			break
		}
		if k.initState != classLoaded || k.methodMap[methodKey{"<clinit>", "()V"}] != nil {
			return false
		}
	}
	for k := c; k != nil && k.initState != classInitialized; k = k.super {
		vm.setInitState(k, classInitialized)
	}
	return true
}

// releaseOnUnwind releases the lock of a synchronized method whose frame is
// popped by an exception.
func (t *Thread) releaseOnUnwind(lock Ref) {
	o := t.vm.heap.get(lock)
	if o.mon != nil && o.mon.owner == t {
		t.vm.setMonitor(o, o.mon.owner, o.mon.count-1)
	}
}
