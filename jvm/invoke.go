package jvm

import (
	"fmt"

	cf "github.com/gojpf/gojpf/classfile"
)

// invokeInsn runs an invoke instruction of the current frame. The frame's pc
// stays on the invoke while the callee runs (so that stack traces and
// exception handlers see it); the return moves it on.
func (t *Thread) invokeInsn(caller *Class, in *cf.Instruction) {
	vm := t.vm
	f := t.top()
	m, ok := t.resolveMethod(caller, uint16(in.A), in.Op)
	if !ok {
		return
	}
	switch in.Op {
	case cf.INVOKESTATIC:
		if !m.IsStatic() {
			t.throwNew("java/lang/IncompatibleClassChangeError", "Expected static method '"+m.prettyName()+"'")
			return
		}
		if !m.class.usableBy(t) {
			t.initClass(m.class)
			return // re-executed once the class is initialized
		}
		t.invoke(m, int(f.sp)-m.argSlots)
	case cf.INVOKESPECIAL:
		argStart := int(f.sp) - m.argSlots
		if t.slots[argStart] == 0 {
			t.throwBytecodeNPE()
			return
		}
		// Super calls select from the caller's superclass (ACC_SUPER).
		if m.name != "<init>" && !m.isPrivate() && !m.class.IsInterface() && caller.super != nil && caller != m.class && caller.isSubclassOf(m.class) {
			if sel := caller.super.lookupMethod(m.name, m.desc); sel != nil {
				m = sel
			}
		}
		if m.isAbstract() {
			t.throwNew("java/lang/AbstractMethodError", m.prettyName())
			return
		}
		t.invoke(m, argStart)
	case cf.INVOKEVIRTUAL, cf.INVOKEINTERFACE:
		if m.isSignaturePolymorphic() {
			t.invokePolymorphic(caller, m, in)
			return
		}
		argStart := int(f.sp) - m.argSlots
		r := Ref(t.slots[argStart])
		if r == 0 {
			t.throwBytecodeNPE()
			return
		}
		rc := vm.heap.get(r).class
		sel := m
		if !m.isPrivate() || in.Op == cf.INVOKEINTERFACE {
			sel = rc.selectVirtual(m)
		}
		if in.Op == cf.INVOKEINTERFACE && !rc.implements(m.class) && m.class.name != "java/lang/Object" {
			t.throwNew("java/lang/IncompatibleClassChangeError", fmt.Sprintf("Class %s does not implement the requested interface %s", rc.JavaName(), m.class.JavaName()))
			return
		}
		if sel.isAbstract() {
			t.throwNew("java/lang/AbstractMethodError", fmt.Sprintf("Receiver class %s does not define or inherit an implementation of the resolved method '%s' of %s %s.", rc.JavaName(), m.abstractDesc(), kindWord(m.class), m.class.JavaName()))
			return
		}
		t.invoke(sel, argStart)
	}
}

func kindWord(c *Class) string {
	if c.IsInterface() {
		return "interface"
	}
	return "abstract class"
}

// prettyName renders a method as Java messages do: "java.lang.String.length()".
func (m *Method) prettyName() string {
	return m.class.JavaName() + "." + m.name + "(" + m.prettyParams() + ")"
}

func (m *Method) prettyParams() string {
	s := ""
	for i, a := range m.methodType().argTypes {
		if i > 0 {
			s += ", "
		}
		s += typeName(a)
	}
	return s
}

// abstractDesc renders "abstract void run()" as HotSpot's AbstractMethodError does.
func (m *Method) abstractDesc() string {
	return "abstract " + typeName(m.methodType().retType) + " " + m.name + "(" + m.prettyParams() + ")"
}

// typeName renders a field descriptor as Java source does: "int[]", "java.lang.String".
func typeName(desc string) string {
	dims := 0
	for dims < len(desc) && desc[dims] == '[' {
		dims++
	}
	s := javaName(descToClassName(desc[dims:]))
	for range dims {
		s += "[]"
	}
	return s
}

// invoke calls m with its arguments at slots [argStart, argStart+argSlots)
// of the current thread (the top of the caller's operand stack).
func (t *Thread) invoke(m *Method, argStart int) {
	if m.access&cf.AccSynchronized != 0 && !t.vm.modelNativeFor(m) {
		var lock Ref
		if m.IsStatic() {
			lock = t.vm.mirrorOf(m.class)
		} else {
			lock = Ref(t.slots[argStart])
		}
		bookkeeping := !t.vm.opts.NoModelThreads && t.vm.modelOf(m) == modelBookkeeping
		if t.vm.sched != nil && !bookkeeping && t.vm.point(t, t.vm.newPoint(Point{Kind: PointLock, Object: lock})) {
			return // the invoke runs again when the thread is resumed
		}
		if !t.monitorEnter(lock) {
			return
		}
		if t.vm.nativeFor(m) != nil || m.isNative() {
			defer func() {
				t.tellRelease(lock)
				t.monitorExit(lock)
			}()
		} else {
			if !t.pushFrame(m, argStart) {
				t.monitorExit(lock)
				return
			}
			t.top().lock = lock
			t.frames[len(t.frames)-2].sp = int32(argStart)
			return
		}
	}
	if m.isNative() || t.vm.nativeFor(m) != nil {
		t.invokeNative(m, argStart)
		return
	}
	if m.bytecode() == nil {
		t.throwNew("java/lang/AbstractMethodError", m.prettyName())
		return
	}
	if !t.pushFrame(m, argStart) {
		return
	}
	// The caller's operand stack loses the arguments now; the return value
	// is pushed at argStart when the callee returns.
	t.frames[len(t.frames)-2].sp = int32(argStart)
}

// returnFromFrame pops the current frame and pushes v (a return value of
// the method's return kind) on the caller's operand stack.
func (t *Thread) returnFromFrame(v uint64) {
	f := t.top()
	m := f.m
	if f.lock != 0 {
		t.tellRelease(f.lock)
		if !t.monitorExit(f.lock) {
			return
		}
	}
	t.frames = t.frames[:len(t.frames)-1]
	if o := t.vm.obs; o != nil {
		o.MethodExited(t.vm, t, m)
	}
	if t.inJUC && len(t.frames) <= t.jucBase {
		t.inJUC = false // the operation returned
	}
	if t.inConsole && len(t.frames) <= t.consoleBase {
		t.inConsole = false // the console call returned
	}
	t.pushResult(m.methodType().ret, v)
}

// pushResult delivers a method's result to the frame now on top: onto its
// operand stack, or to its continuation.
func (t *Thread) pushResult(k Kind, v uint64) {
	if len(t.frames) == 0 {
		return
	}
	c := t.top()
	if c.cont != nil {
		cont := c.cont
		cont.resume(t, v)
		return
	}
	if k != 'V' {
		t.slots[c.sp] = v
		c.sp += int32(k.slots())
	}
	c.pc++ // past the invoke
}

// invokeNative calls a native method with the arguments at argStart.
func (t *Thread) invokeNative(m *Method, argStart int) {
	fn := t.vm.nativeFor(m)
	if fn == nil {
		t.vm.unsupportedf("native method %s", m.nativeName())
		return
	}
	callerDepth := len(t.frames)
	args := t.slots[argStart : argStart+m.argSlots]
	// Natives see a copy of their arguments: the slots may be reused when
	// they push frames.
	argv := t.argCopy(args)
	t.frames[callerDepth-1].sp = int32(argStart)
	saved := t.curNative
	t.curNative = m
	ret, status := fn(t, argv)
	t.curNative = saved
	switch status {
	case nativeReturn:
		if len(t.frames) != callerDepth {
			t.vm.internalf("native %s returned with a changed stack", m.nativeName())
			return
		}
		t.pushResult(m.methodType().ret, ret)
	case nativeYield:
		// The transition ended before the native could complete; the
		// invoke runs again when the thread is resumed.
		t.frames[callerDepth-1].sp = int32(argStart + m.argSlots)
	case nativeThrew, nativePushed, nativeFailed:
		// The native threw (frames already unwound), pushed frames to run
		// (a continuation will deliver its result), or stopped the VM.
	}
}

// argCopy returns a copy of a native's arguments, carved from a chunk
// that is never written again (a native may keep its arguments, e.g. in
// a continuation): one allocation for many calls.
func (t *Thread) argCopy(args []uint64) []uint64 {
	n := len(args)
	if n > len(t.argChunk) {
		if n > argChunkLen/4 {
			return append([]uint64(nil), args...)
		}
		t.argChunk = make([]uint64, argChunkLen)
	}
	argv := t.argChunk[:n:n]
	t.argChunk = t.argChunk[n:]
	copy(argv, args)
	return argv
}

// argChunkLen is the size of the chunks argCopy carves.
const argChunkLen = 64

// nativeName renders "java.lang.Object.hashCode()I".
func (m *Method) nativeName() string {
	return m.class.JavaName() + "." + m.name + m.desc
}

// isSignaturePolymorphic reports whether m is a signature-polymorphic
// method of MethodHandle or VarHandle (JVMS §2.9.3).
func (m *Method) isSignaturePolymorphic() bool {
	if m.poly {
		return true
	}
	if m.class.name != "java/lang/invoke/MethodHandle" && m.class.name != "java/lang/invoke/VarHandle" {
		return false
	}
	return m.isNative() && m.access&cf.AccVarargs != 0 && len(m.methodType().args) == 1 && m.methodType().argTypes[0] == "[Ljava/lang/Object;"
}

// invokeThen lets a native call Java: it calls m with args and, when m
// returns, runs k with the result; k's result is the native's. The native
// returns what invokeThen returns.
func (t *Thread) invokeThen(m *Method, args []uint64, k func(t *Thread, v uint64) (uint64, nativeStatus)) (uint64, nativeStatus) {
	retKind := Kind('V')
	if t.curNative != nil {
		retKind = t.curNative.methodType().ret
	}
	native := t.curNative
	cont := &continuation{retKind: retKind}
	cont.resume = func(t *Thread, v uint64) {
		t.frames = t.frames[:len(t.frames)-1]
		saved := t.curNative
		t.curNative = native
		r, st := k(t, v)
		t.curNative = saved
		if st == nativeReturn {
			t.pushResult(retKind, r)
		}
	}
	t.pushContinuation(native, cont)
	base := int(t.top().sp)
	t.ensureSlots(base + len(args) + 1)
	copy(t.slots[base:], args)
	t.top().sp = int32(base + len(args))
	t.top().retry = t.vm.invokeRetry(m, base)
	t.invoke(m, base)
	return 0, nativePushed
}

// retryKey names a call that a continuation frame retries (Frame.retry).
type retryKey struct {
	m    *Method
	base int
}

// maxRetries bounds VM.retries.
const maxRetries = 1024

// invokeRetry returns the retry of a call of m with its arguments from
// slot base: a closure made once per call and slot (they are the same
// on every path), not at every call.
func (vm *VM) invokeRetry(m *Method, base int) func(t *Thread) {
	k := retryKey{m, base}
	if f, ok := vm.retries[k]; ok {
		return f
	}
	if vm.retries == nil || len(vm.retries) >= maxRetries {
		vm.retries = map[retryKey]func(t *Thread){}
	}
	f := func(t *Thread) { t.invoke(m, base) }
	vm.retries[k] = f
	return f
}

// initThen initializes class c from a native, then runs k.
func (t *Thread) initThen(c *Class, k func(t *Thread) (uint64, nativeStatus)) (uint64, nativeStatus) {
	if c.usableBy(t) {
		return k(t)
	}
	retKind := Kind('V')
	if t.curNative != nil {
		retKind = t.curNative.methodType().ret
	}
	native := t.curNative
	cont := &continuation{retKind: retKind}
	cont.resume = func(t *Thread, _ uint64) {
		t.frames = t.frames[:len(t.frames)-1]
		saved := t.curNative
		t.curNative = native
		r, st := k(t)
		t.curNative = saved
		if st == nativeReturn {
			t.pushResult(retKind, r)
		}
	}
	t.pushContinuation(native, cont)
	depth := len(t.frames)
	// If another thread is initializing c, this thread waits; when it
	// runs again the continuation tries once more.
	t.top().retry = func(t *Thread) {
		if t.initClass(c) {
			cont.resume(t, 0)
		}
	}
	if t.initClass(c) {
		t.frames = t.frames[:depth-1]
		return k(t)
	}
	return 0, nativePushed
}
