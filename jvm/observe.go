package jvm

import (
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// VM events for listeners. The VM calls an Observer (package listeners
// fans one out to every registered listener) at the events below; with no
// observer it pays one nil check per event, and one per instruction only
// while an observer asks for instructions.

// Observer receives the VM's events. Arguments are valid only during the
// call; listeners read them through the exported read-only methods of
// Thread, Method, Class and VM.
type Observer interface {
	// InstructionExecuting: t is about to run the instruction at pc of m
	// (only when WantsInstructions was true at SetObserver).
	InstructionExecuting(vm *VM, t *Thread, m *Method, pc int)
	// InstructionExecuted: the instruction InstructionExecuting last
	// announced for t has run (reported when t reaches its next
	// instruction or its transition ends).
	InstructionExecuted(vm *VM, t *Thread, m *Method, pc int)
	ObjectCreated(vm *VM, t *Thread, obj Ref)
	// ObjectReleased: the object no longer exists on the current path
	// (gojpf collects no garbage within a path; objects go when the
	// search backtracks past their allocation).
	ObjectReleased(vm *VM, obj Ref)
	ThreadStarted(vm *VM, t *Thread)
	ThreadBlocked(vm *VM, t *Thread)
	ThreadWaiting(vm *VM, t *Thread)
	ThreadNotified(vm *VM, t *Thread)
	ThreadInterrupted(vm *VM, t *Thread)
	ThreadTerminated(vm *VM, t *Thread)
	MethodEntered(vm *VM, t *Thread, m *Method)
	MethodExited(vm *VM, t *Thread, m *Method)
	ExceptionThrown(vm *VM, t *Thread, ex Ref)
	ExceptionHandled(vm *VM, t *Thread, ex Ref, m *Method, handlerPC int)
	ClassLoaded(vm *VM, c *Class)
	// SchedulingEvent: an event the schedulers are told of has happened
	// (the transition did not end before it): a field, static or array
	// access or CAS (p.Field nil and p.Indirect for Unsafe and VarHandle
	// accesses by offset), a monitor lock (p.Wakeup: re-acquired after
	// wait) or release, wait, notify, park and unpark, a thread's start
	// (reported after it), end and join, a class initialization taken,
	// done or seen, console output. Reported only once a second thread
	// exists (before, nothing can be reordered or race), and not for the
	// JDK's bookkeeping that runs as a model (jvm/models.go).
	SchedulingEvent(vm *VM, p *Point)
	// WantsInstructions reports whether the per-instruction events are
	// wanted (they cost on every instruction).
	WantsInstructions() bool
}

// SetObserver installs the observer (nil: none).
func (vm *VM) SetObserver(o Observer) {
	vm.obs = o
	vm.insnObs = nil
	if o != nil && o.WantsInstructions() {
		vm.insnObs = o
	}
	vm.perInsn = vm.rec != nil || vm.insnObs != nil
}

// noteInsn reports t's next instruction (and the one before it as
// executed).
func (vm *VM) noteInsn(t *Thread, m *Method, pc int32) {
	if vm.rec != nil {
		vm.rec.note(m, pc)
	}
	if o := vm.insnObs; o != nil {
		if t.lastM != nil {
			o.InstructionExecuted(vm, t, t.lastM, int(t.lastPC))
		}
		t.lastM, t.lastPC = m, pc
		o.InstructionExecuting(vm, t, m, int(pc))
	}
}

// flushInsn reports t's last announced instruction as executed (at the
// end of its transition).
func (vm *VM) flushInsn(t *Thread) {
	if o := vm.insnObs; o != nil && t.lastM != nil {
		o.InstructionExecuted(vm, t, t.lastM, int(t.lastPC))
		t.lastM = nil
	}
}

// Object views for listeners.

// ObjectClass returns the class of the object r refers to.
func (vm *VM) ObjectClass(r Ref) *Class { return vm.heap.objs[r].class }

// Method returns the method of the thread's innermost Java frame and its
// pc (nil if none).
func (t *Thread) Method() (*Method, int) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		if f := &t.frames[i]; f.m != nil && f.cont == nil {
			return f.m, int(f.pc)
		}
	}
	return nil, 0
}

// Line returns the source line of pc in m (0 if unknown).
func (m *Method) Line(pc int) int { return m.lineAt(pc) }

// SourceFile returns the class's source file name ("" if unknown).
func (c *Class) SourceFile() string {
	if c.cf == nil {
		return ""
	}
	return c.cf.SourceFile
}

// Instruction returns the instruction at pc of m, as javap would print it.
func (m *Method) Instruction(pc int) string {
	if m.bytecode() == nil || pc < 0 || pc >= len(m.bytecode().Insns) {
		return ""
	}
	return m.bytecode().Insns[pc].Op.String()
}

// Insn is a typed view of one instruction, for listeners (as JPF's
// Instruction subclasses give).
type Insn struct {
	Opcode   classfile.Opcode
	Mnemonic string // as javap prints it: "getfield"
	// For field instructions (getfield … putstatic): the field's class
	// (internal name), name and descriptor, as the instruction names
	// them.
	// For invocations (invokevirtual … invokeinterface): the method's.
	// For new, anewarray, checkcast, instanceof, multianewarray: the
	// class in Owner.
	Owner, Name, Desc string
	// Local is the local variable index of a load, store, iinc or ret
	// (-1 otherwise).
	Local int
	// Const is the constant of bipush, sipush and iinc's increment.
	Const int32
}

// Insn returns the instruction at pc of m, typed (ok false past the code).
func (m *Method) Insn(pc int) (Insn, bool) {
	if m.bytecode() == nil || pc < 0 || pc >= len(m.bytecode().Insns) {
		return Insn{}, false
	}
	in := m.bytecode().Insns[pc]
	x := Insn{Opcode: in.Op, Mnemonic: in.Op.String(), Local: -1}
	cp := &m.class.cf.Pool
	switch in.Op {
	case classfile.GETFIELD, classfile.PUTFIELD, classfile.GETSTATIC, classfile.PUTSTATIC,
		classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKESTATIC, classfile.INVOKEINTERFACE:
		x.Owner, x.Name, x.Desc = cp.MemberRef(uint16(in.A))
	case classfile.NEW, classfile.ANEWARRAY, classfile.CHECKCAST, classfile.INSTANCEOF, classfile.MULTIANEWARRAY:
		x.Owner = cp.ClassName(uint16(in.A))
	case classfile.BIPUSH, classfile.SIPUSH:
		x.Const = in.A
	case classfile.IINC:
		x.Local, x.Const = int(in.A), in.B
	case classfile.ILOAD, classfile.LLOAD, classfile.FLOAD, classfile.DLOAD, classfile.ALOAD,
		classfile.ISTORE, classfile.LSTORE, classfile.FSTORE, classfile.DSTORE, classfile.ASTORE, classfile.RET:
		x.Local = int(in.A)
	case classfile.ILOAD_0, classfile.LLOAD_0, classfile.FLOAD_0, classfile.DLOAD_0, classfile.ALOAD_0,
		classfile.ISTORE_0, classfile.LSTORE_0, classfile.FSTORE_0, classfile.DSTORE_0, classfile.ASTORE_0:
		x.Local = 0
	case classfile.ILOAD_1, classfile.LLOAD_1, classfile.FLOAD_1, classfile.DLOAD_1, classfile.ALOAD_1,
		classfile.ISTORE_1, classfile.LSTORE_1, classfile.FSTORE_1, classfile.DSTORE_1, classfile.ASTORE_1:
		x.Local = 1
	case classfile.ILOAD_2, classfile.LLOAD_2, classfile.FLOAD_2, classfile.DLOAD_2, classfile.ALOAD_2,
		classfile.ISTORE_2, classfile.LSTORE_2, classfile.FSTORE_2, classfile.DSTORE_2, classfile.ASTORE_2:
		x.Local = 2
	case classfile.ILOAD_3, classfile.LLOAD_3, classfile.FLOAD_3, classfile.DLOAD_3, classfile.ALOAD_3,
		classfile.ISTORE_3, classfile.LSTORE_3, classfile.FSTORE_3, classfile.DSTORE_3, classfile.ASTORE_3:
		x.Local = 3
	}
	return x, true
}

// LocalVariable names the local variable in slot whose scope (the
// LocalVariableTable of a class compiled with -g) covers the instruction
// at pc; ok is false without one.
func (m *Method) LocalVariable(pc, slot int) (name, desc string, ok bool) {
	if m.bytecode() == nil || pc < 0 || pc >= len(m.bytecode().Insns) {
		return "", "", false
	}
	at := m.bytecode().Insns[pc].PC
	for _, lv := range m.bytecode().LocalVars {
		if int(lv.Slot) == slot && uint32(lv.StartPC) <= at && at < uint32(lv.StartPC)+uint32(lv.Length) {
			return lv.Name, lv.Desc, true
		}
	}
	return "", "", false
}

// OperandValue returns the raw slot k below the top of the operand stack
// of the thread's innermost Java frame (k = 0: the top slot; a long or
// double takes two slots, its value in the lower one).
func (t *Thread) OperandValue(k int) (uint64, bool) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil || f.cont != nil || f.m.bytecode() == nil {
			continue
		}
		bottom := int(f.base) + int(f.m.bytecode().MaxLocals)
		j := int(f.sp) - 1 - k
		if j < bottom {
			return 0, false
		}
		return t.slots[j], true
	}
	return 0, false
}

// Modifiers returns the method's access flags (JVMS §4.6:
// classfile.AccPublic, AccSynchronized, …).
func (m *Method) Modifiers() uint16 { return m.access }

// IsSynchronized reports whether the method is synchronized.
func (m *Method) IsSynchronized() bool { return m.access&classfile.AccSynchronized != 0 }

// IsNative reports whether the method is native in its class file.
func (m *Method) IsNative() bool { return m.access&classfile.AccNative != 0 }

// IsAbstract reports whether the method is abstract.
func (m *Method) IsAbstract() bool { return m.access&classfile.AccAbstract != 0 }

// FrameInfo is a read-only view of a Java frame.
type FrameInfo struct {
	Method *Method
	PC     int
}

// Frames returns the thread's Java frames, innermost first (VM
// continuation frames left out).
func (t *Thread) Frames() []FrameInfo {
	var out []FrameInfo
	for i := len(t.frames) - 1; i >= 0; i-- {
		if f := &t.frames[i]; f.m != nil && f.cont == nil {
			out = append(out, FrameInfo{Method: f.m, PC: int(f.pc)})
		}
	}
	return out
}

// FieldValue reads an instance field of the object r refers to by name,
// as its raw slot (ints, booleans and chars as int32 bits, references as
// Ref); ok is false if the object has no such field.
func (vm *VM) FieldValue(r Ref, name string) (v uint64, ok bool) {
	if r == 0 {
		return 0, false
	}
	o := vm.heap.objs[r]
	if s := fieldSlot(o.class, name); s >= 0 {
		return o.slots[s], true
	}
	return 0, false
}

// StaticValue reads a static field of a loaded class by name; ok is false
// if the class is not loaded or has no such field.
func (vm *VM) StaticValue(class, name string) (v uint64, ok bool) {
	c := vm.classes[strings.ReplaceAll(class, ".", "/")]
	if c == nil {
		return 0, false
	}
	for _, f := range c.fields {
		if f.name == name && f.IsStatic() {
			return c.statics[f.slot], true
		}
	}
	return 0, false
}

// StringValue returns the contents of the java.lang.String r refers to.
func (vm *VM) StringValue(r Ref) string {
	if r == 0 {
		return ""
	}
	return vm.goString(r)
}

// Running returns the thread that runs, or that ran the last transition
// (nil before the first): at a choice point the search has just reached,
// the thread whose transition made it.
func (vm *VM) Running() *Thread { return vm.cur }

// Depth returns the number of frames on the thread's stack, VM
// continuation frames included. While InstructionExecuting or
// MethodEntered reports an instruction or a method of the thread, its
// frame is the top one, at index Depth()-1: listeners that keep data per
// frame key it so.
func (t *Thread) Depth() int { return len(t.frames) }

// FrameAt returns the frame at index i of the thread's stack (0: the
// outermost); ok is false past the stack and for a VM continuation frame
// (a native method waiting for the Java code it called).
func (t *Thread) FrameAt(i int) (FrameInfo, bool) {
	if i < 0 || i >= len(t.frames) {
		return FrameInfo{}, false
	}
	f := &t.frames[i]
	if f.m == nil || f.cont != nil {
		return FrameInfo{}, false
	}
	return FrameInfo{Method: f.m, PC: int(f.pc)}, true
}

// LocalValue returns the raw local variable slot of the thread's
// innermost Java frame (a long or double takes two slots, its value in
// the lower one); ok is false past the frame's locals.
func (t *Thread) LocalValue(slot int) (uint64, bool) {
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if f.m == nil || f.cont != nil || f.m.bytecode() == nil {
			continue
		}
		if slot < 0 || slot >= int(f.m.bytecode().MaxLocals) {
			return 0, false
		}
		return t.slots[int(f.base)+slot], true
	}
	return 0, false
}

// ObjectHash returns the number ObjectName prints after the @: the
// object's identity hash, fixed at its allocation (the same on every path
// that allocates it at the same point). Unlike System.identityHashCode,
// reading it does not make the hash part of the program's state.
func (vm *VM) ObjectHash(r Ref) uint32 {
	if r == 0 || int(r) >= len(vm.heap.objs) || vm.heap.objs[r] == nil {
		return 0
	}
	return uint32(vm.heap.objs[r].hash)
}

// Producers is an analysis of a method's bytecode for listeners that
// follow a value back to where it came from (as JPF's NullTracker does):
// for each instruction, which instruction pushed each slot of the operand
// stack. It is the data-flow analysis of the helpful NullPointerException
// messages (npe_message.go), with its limits: where paths that disagree
// meet, a slot's producer is unknown.
type Producers struct {
	a *npeAnalysis
}

// Producers analyses m's bytecode (nil for a method without code).
func (m *Method) Producers() *Producers {
	if m == nil || m.bytecode() == nil || len(m.bytecode().Insns) == 0 || m.class.cf == nil {
		return nil
	}
	return &Producers{a: analyzeNPE(m, -1)}
}

// Operand returns the index of the instruction that pushed slot k (0: the
// top; a long or double takes two slots) of the operand stack before the
// instruction at pc; ok is false when paths disagree, the analysis did
// not reach pc, or the stack is not that deep. A checkcast passes its
// operand through: the producer is the instruction before it.
func (p *Producers) Operand(pc, k int) (int, bool) {
	if p == nil || pc < 0 || pc >= len(p.a.stacks) || p.a.stacks[pc] == nil {
		return 0, false
	}
	s := p.a.stacks[pc]
	if k < 0 || k >= len(s.slots) {
		return 0, false
	}
	src := s.at(k)
	if src == npeAmbiguous {
		return 0, false
	}
	return int(src), true
}

// NullOperand returns which operand-stack slot (0: the top) the
// instruction at pc of m dereferences, the one a null there makes throw
// NullPointerException (a field access's or call's object, an array
// access's array, athrow's and monitorenter's operand); -1 for an
// instruction that dereferences none.
func (m *Method) NullOperand(pc int) int {
	if m == nil || m.bytecode() == nil || m.class.cf == nil || pc < 0 || pc >= len(m.bytecode().Insns) {
		return -1
	}
	return npeNullSlot(&m.class.cf.Pool, &m.bytecode().Insns[pc])
}

// IsConstructor reports whether m is an instance initializer (<init>).
func (m *Method) IsConstructor() bool { return m.name == "<init>" }
