package jvm

import (
	"fmt"

	cf "github.com/gojpf/gojpf/classfile"
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
		if f.m.code != nil {
			for i := range f.m.code.Handlers {
				h := &f.m.code.Handlers[i]
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
				f.sp = f.base + int32(f.m.code.MaxLocals)
				t.slots[f.sp] = uint64(ex)
				f.sp++
				if o := vm.obs; o != nil {
					o.ExceptionHandled(vm, t, ex, f.m, int(h.Handler))
				}
				return
			}
		}
		if f.lock != 0 {
			t.releaseOnUnwind(f.lock)
		}
		m := f.m
		t.frames = t.frames[:len(t.frames)-1]
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

// throwNPE throws a NullPointerException with a helpful message as
// JDK 15+ prints it: `Cannot <action> because "<what>" is null`.
//
// An empty action means a NullPointerException without a message, as
// natives throw it.
func (t *Thread) throwNPE(action string) {
	if action == "" {
		t.throwNew("java/lang/NullPointerException", "")
		return
	}
	msg := "Cannot " + action
	if what := t.nullSource(); what != "" {
		msg += " because " + what + " is null"
	}
	t.throwNew("java/lang/NullPointerException", msg)
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
		if k.initState != classLoaded || k.methodMap["<clinit>()V"] != nil {
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

// nullSource describes, as HotSpot's helpful NullPointerException messages
// do, where the null operand of the current instruction came from. It
// covers the common cases (locals, fields, statics, array elements, method
// results) and returns "" otherwise.
func (t *Thread) nullSource() string {
	f := t.top()
	if f.cont != nil || f.m.code == nil || f.m.class.cf == nil {
		return ""
	}
	insns := f.m.code.Insns
	in := &insns[f.pc]
	// How deep in the operand stack the null operand is, in slots.
	depth := 0
	switch in.Op {
	case cf.IALOAD, cf.LALOAD, cf.FALOAD, cf.DALOAD, cf.AALOAD, cf.BALOAD, cf.CALOAD, cf.SALOAD:
		depth = 1
	case cf.IASTORE, cf.FASTORE, cf.AASTORE, cf.BASTORE, cf.CASTORE, cf.SASTORE:
		depth = 2
	case cf.LASTORE, cf.DASTORE:
		depth = 3
	case cf.PUTFIELD:
		fr := f.m.class.cf.Pool.At(uint16(in.A))
		_, desc := f.m.class.cf.Pool.NameAndType(fr.Index2)
		depth = kindOf(desc).slots()
	case cf.INVOKEVIRTUAL, cf.INVOKEINTERFACE, cf.INVOKESPECIAL:
		_, _, desc := f.m.class.cf.Pool.MemberRef(uint16(in.A))
		if mt, err := parseMethodType(desc); err == nil {
			depth = mt.argSlots
		}
	}
	src := findProducer(&f.m.class.cf.Pool, insns, int(f.pc), depth)
	if src < 0 {
		return ""
	}
	return describeProducer(f.m, insns, src)
}

// findProducer walks back from instruction pc to find the instruction that
// pushed the operand depth slots below the top of the stack at pc. It only
// follows straight-line code and gives up (-1) on anything it does not model.
func findProducer(cp *cf.ConstantPool, insns []cf.Instruction, pc, depth int) int {
	need := depth
	for i := pc - 1; i >= 0; i-- {
		pop, push, ok := stackEffect(cp, &insns[i])
		if !ok {
			return -1
		}
		if need < push {
			if insns[i].Op == cf.DUP {
				return findProducer(cp, insns, i, 0)
			}
			return i
		}
		need = need - push + pop
	}
	return -1
}

// stackEffect gives the slots an instruction pops and pushes, for the
// instructions that commonly feed a null check.
func stackEffect(cp *cf.ConstantPool, in *cf.Instruction) (pop, push int, ok bool) {
	switch in.Op {
	case cf.ACONST_NULL, cf.ALOAD, cf.ALOAD_0, cf.ALOAD_1, cf.ALOAD_2, cf.ALOAD_3,
		cf.ILOAD, cf.ILOAD_0, cf.ILOAD_1, cf.ILOAD_2, cf.ILOAD_3, cf.FLOAD, cf.FLOAD_0, cf.FLOAD_1, cf.FLOAD_2, cf.FLOAD_3,
		cf.ICONST_M1, cf.ICONST_0, cf.ICONST_1, cf.ICONST_2, cf.ICONST_3, cf.ICONST_4, cf.ICONST_5,
		cf.BIPUSH, cf.SIPUSH, cf.LDC, cf.LDC_W, cf.FCONST_0, cf.FCONST_1, cf.FCONST_2:
		return 0, 1, true
	case cf.LLOAD, cf.LLOAD_0, cf.LLOAD_1, cf.LLOAD_2, cf.LLOAD_3, cf.DLOAD, cf.DLOAD_0, cf.DLOAD_1, cf.DLOAD_2, cf.DLOAD_3,
		cf.LCONST_0, cf.LCONST_1, cf.DCONST_0, cf.DCONST_1, cf.LDC2_W:
		return 0, 2, true
	case cf.AALOAD, cf.IALOAD, cf.BALOAD, cf.CALOAD, cf.SALOAD, cf.FALOAD:
		return 2, 1, true
	case cf.GETSTATIC:
		return 0, 1, true // reference fields are what matter here
	case cf.GETFIELD:
		return 1, 1, true
	case cf.DUP:
		return 1, 2, true
	case cf.CHECKCAST:
		return 1, 1, true
	case cf.ASTORE, cf.ASTORE_0, cf.ASTORE_1, cf.ASTORE_2, cf.ASTORE_3, cf.ISTORE, cf.ISTORE_0, cf.ISTORE_1, cf.ISTORE_2, cf.ISTORE_3,
		cf.FSTORE, cf.FSTORE_0, cf.FSTORE_1, cf.FSTORE_2, cf.FSTORE_3, cf.POP:
		return 1, 0, true
	case cf.INVOKEVIRTUAL, cf.INVOKEINTERFACE, cf.INVOKESPECIAL, cf.INVOKESTATIC:
		_, _, desc := cp.MemberRef(uint16(in.A))
		mt, err := parseMethodType(desc)
		if err != nil {
			return 0, 0, false
		}
		pop = mt.argSlots
		if in.Op != cf.INVOKESTATIC {
			pop++
		}
		return pop, mt.ret.slots(), true
	}
	return 0, 0, false
}

// describeProducer renders the source of a null as HotSpot does.
func describeProducer(m *Method, insns []cf.Instruction, i int) string {
	in := &insns[i]
	cp := &m.class.cf.Pool
	switch in.Op {
	case cf.ACONST_NULL:
		return `"null"`
	case cf.ALOAD, cf.ALOAD_0, cf.ALOAD_1, cf.ALOAD_2, cf.ALOAD_3:
		slot := int(in.A)
		if in.Op != cf.ALOAD {
			slot = int(in.Op - cf.ALOAD_0)
		}
		return `"` + localName(m, slot, insns[i].PC) + `"`
	case cf.GETSTATIC:
		class, name, _ := cp.MemberRef(uint16(in.A))
		return `"` + javaName(class) + "." + name + `"`
	case cf.GETFIELD:
		_, name, _ := cp.MemberRef(uint16(in.A))
		if j := findProducer(cp, insns, i, 0); j >= 0 {
			if inner := describeProducer(m, insns, j); len(inner) > 2 && inner[0] == '"' {
				return `"` + inner[1:len(inner)-1] + "." + name + `"`
			}
		}
		return `"` + name + `"`
	case cf.AALOAD:
		arr := findProducer(cp, insns, i, 1)
		idx := findProducer(cp, insns, i, 0)
		if arr >= 0 && idx >= 0 {
			a, x := describeProducer(m, insns, arr), describeIndex(m, insns, idx)
			if len(a) > 2 && x != "" {
				return `"` + a[1:len(a)-1] + "[" + x + "]" + `"`
			}
		}
		return `"<array>[...]"`
	case cf.CHECKCAST:
		if j := findProducer(cp, insns, i, 0); j >= 0 {
			return describeProducer(m, insns, j)
		}
	case cf.INVOKEVIRTUAL, cf.INVOKEINTERFACE, cf.INVOKESPECIAL, cf.INVOKESTATIC:
		class, name, desc := cp.MemberRef(uint16(in.A))
		return `the return value of "` + npeMethodName(class, name, desc) + `"`
	}
	return ""
}

// npeMethodName renders a method as HotSpot's NullPointerException messages
// do: "java.util.List.size()", with java.lang.Object and java.lang.String
// shortened.
func npeMethodName(class, name, desc string) string {
	s := npeTypeName(javaName(class)) + "." + name + "("
	if mt, err := parseMethodType(desc); err == nil {
		for i, a := range mt.argTypes {
			if i > 0 {
				s += ", "
			}
			s += npeTypeName(typeName(a))
		}
	}
	return s + ")"
}

func npeTypeName(n string) string {
	for _, p := range []string{"java.lang.Object", "java.lang.String"} {
		if len(n) >= len(p) && n[:len(p)] == p && (len(n) == len(p) || n[len(p)] == '[') {
			return n[len("java.lang."):]
		}
	}
	return n
}

func describeIndex(m *Method, insns []cf.Instruction, i int) string {
	in := &insns[i]
	switch in.Op {
	case cf.ICONST_M1, cf.ICONST_0, cf.ICONST_1, cf.ICONST_2, cf.ICONST_3, cf.ICONST_4, cf.ICONST_5:
		return fmt.Sprint(int(in.Op) - int(cf.ICONST_0))
	case cf.BIPUSH, cf.SIPUSH:
		return fmt.Sprint(in.A)
	case cf.ILOAD, cf.ILOAD_0, cf.ILOAD_1, cf.ILOAD_2, cf.ILOAD_3:
		slot := int(in.A)
		if in.Op != cf.ILOAD {
			slot = int(in.Op - cf.ILOAD_0)
		}
		return localName(m, slot, in.PC)
	}
	return "..."
}

// localName names a local variable slot at a byte pc: its name from the
// LocalVariableTable, "this", or HotSpot's "<localN>".
func localName(m *Method, slot int, pc uint32) string {
	for _, lv := range m.code.LocalVars {
		if int(lv.Slot) == slot && uint32(lv.StartPC) <= pc+1 && pc < uint32(lv.StartPC)+uint32(lv.Length) {
			return lv.Name
		}
	}
	if slot == 0 && !m.IsStatic() {
		return "this"
	}
	if slot < m.argSlots {
		// Parameters without a table entry are named by position.
		return fmt.Sprintf("<parameter%d>", paramIndex(m, slot))
	}
	return fmt.Sprintf("<local%d>", slot)
}

func paramIndex(m *Method, slot int) int {
	s := 0
	if !m.IsStatic() {
		s = 1
	}
	for i, k := range m.mt.args {
		if s == slot {
			return i + 1
		}
		s += k.slots()
	}
	return 0
}
