package jvm

import (
	"fmt"
	"strings"

	cf "github.com/gojpf/gojpf/classfile"
)

// Helpful NullPointerException messages (JEP 358), as HotSpot computes
// them: a data-flow analysis over the method's bytecode records, for each
// operand-stack slot before each instruction, which instruction pushed it
// (or that paths disagree), and the message describes the producer of the
// null operand: a local, a constant, a field, an array element (with its
// index), or a method's return value.
//
// HotSpot's quirks are kept, because the messages must match byte for
// byte: the analysis runs in passes over the code in order and stops as
// soon as the faulting instruction has a stack, exception handlers start
// from a stack of their own that no path merges into, iinc does not count
// as writing a local, only iaload and aaload describe array elements, and
// sipush constants print unsigned.

// npeMaxDetail bounds how deep a description recurses (HotSpot's
// _max_cause_detail).
const npeMaxDetail = 5

// npeMaxEntries bounds the analysis of huge methods (HotSpot's
// _max_entries).
const npeMaxEntries = 1000000

// npeAmbiguous marks a stack slot pushed by different instructions on
// different paths.
const npeAmbiguous = -1

// npeStack is the simulated operand stack before one instruction: the
// index of the instruction that pushed each slot (bottom first; a long or
// double takes two), and which of the first 64 locals some path has
// stored to.
type npeStack struct {
	slots   []int32
	written uint64
}

func (s *npeStack) clone() *npeStack {
	return &npeStack{slots: append([]int32(nil), s.slots...), written: s.written}
}

func (s *npeStack) push(producer int32, n int) {
	for range n {
		s.slots = append(s.slots, producer)
	}
}

// pop drops n slots; it reports false on underflow (malformed code).
func (s *npeStack) pop(n int) bool {
	if n > len(s.slots) {
		return false
	}
	s.slots = s.slots[:len(s.slots)-n]
	return true
}

// at returns slot i counted from the top (0 is the top).
func (s *npeStack) at(i int) int32 { return s.slots[len(s.slots)-1-i] }

func (s *npeStack) setWritten(local int) {
	if local < 64 {
		s.written |= 1 << local
	}
}

func (s *npeStack) wasWritten(local int) bool {
	return local >= 64 || s.written&(1<<local) != 0
}

// npeAnalysis holds the simulated stacks of one method.
type npeAnalysis struct {
	m       *Method
	cp      *cf.ConstantPool
	insns   []cf.Instruction
	stacks  []*npeStack // nil: not reached (yet)
	entries int
	added   bool // a pass gave some instruction its first stack
}

// analyzeNPE runs the analysis of m far enough to know the stack before
// instruction target.
func analyzeNPE(m *Method, target int) *npeAnalysis {
	a := &npeAnalysis{m: m, cp: &m.class.cf.Pool, insns: m.bytecode().Insns, added: true}
	a.stacks = make([]*npeStack, len(a.insns))
	a.stacks[0] = &npeStack{}
	for _, h := range m.bytecode().Handlers {
		if int(h.Handler) < len(a.stacks) && a.stacks[h.Handler] == nil {
			s := &npeStack{}
			s.push(h.Handler, 1)
			a.stacks[h.Handler] = s
		}
	}
	// Passes in code order until no instruction gets its first stack, or
	// until the instruction before target has run and target has a stack.
	for all := false; !all && a.added; {
		all, a.added = true, false
		for i := 0; i < len(a.insns); i++ {
			switch {
			case a.stacks[i] == nil:
				all = false
			case !a.step(i):
				// An instruction the analysis cannot simulate: the
				// stacks found so far are all there is.
				all, a.added = false, false
			}
			if i+1 == target && a.stacks[target] != nil {
				return a
			}
			if a.entries > npeMaxEntries {
				return a
			}
		}
	}
	return a
}

// merge joins stack s into the stack before instruction i.
func (a *npeAnalysis) merge(i int32, s *npeStack) {
	if i < 0 || int(i) >= len(a.stacks) {
		return
	}
	old := a.stacks[i]
	if old == nil {
		a.added = true
		a.entries += len(s.slots)
		a.stacks[i] = s.clone()
		return
	}
	if len(old.slots) != len(s.slots) {
		return // malformed code: the stacks of two paths differ in height
	}
	for k := range old.slots {
		if old.slots[k] != s.slots[k] {
			old.slots[k] = npeAmbiguous
		}
	}
	old.written |= s.written
}

// step simulates instruction i and passes its stack on to its successors;
// it reports false for an instruction it cannot simulate.
func (a *npeAnalysis) step(i int) bool {
	in := &a.insns[i]
	s := a.stacks[i].clone()
	me := int32(i)
	fallsThrough := true
	var targets []int32
	ok := true
	pop := func(n int) { ok = ok && s.pop(n) }
	switch op := in.Op; {
	case op == cf.NOP, op == cf.IINC, op == cf.CHECKCAST:
	case op == cf.ACONST_NULL, op >= cf.ICONST_M1 && op <= cf.ICONST_5, op == cf.FCONST_0, op == cf.FCONST_1, op == cf.FCONST_2,
		op == cf.BIPUSH, op == cf.SIPUSH, op == cf.NEW,
		op == cf.ILOAD, op == cf.FLOAD, op == cf.ALOAD, op >= cf.ILOAD_0 && op <= cf.ILOAD_3,
		op >= cf.FLOAD_0 && op <= cf.FLOAD_3, op >= cf.ALOAD_0 && op <= cf.ALOAD_3:
		s.push(me, 1)
	case op == cf.LCONST_0, op == cf.LCONST_1, op == cf.DCONST_0, op == cf.DCONST_1, op == cf.LLOAD, op == cf.DLOAD,
		op >= cf.LLOAD_0 && op <= cf.LLOAD_3, op >= cf.DLOAD_0 && op <= cf.DLOAD_3:
		s.push(me, 2)
	case op == cf.LDC, op == cf.LDC_W, op == cf.LDC2_W:
		s.push(me, a.constantSlots(uint16(in.A)))
	case op == cf.IALOAD, op == cf.FALOAD, op == cf.AALOAD, op == cf.BALOAD, op == cf.CALOAD, op == cf.SALOAD:
		pop(2)
		s.push(me, 1)
	case op == cf.LALOAD, op == cf.DALOAD:
		pop(2)
		s.push(me, 2)
	case op == cf.ISTORE, op == cf.FSTORE, op == cf.ASTORE:
		s.setWritten(int(in.A))
		pop(1)
	case op == cf.LSTORE, op == cf.DSTORE:
		s.setWritten(int(in.A))
		pop(2)
	case op >= cf.ISTORE_0 && op <= cf.ISTORE_3, op >= cf.FSTORE_0 && op <= cf.FSTORE_3, op >= cf.ASTORE_0 && op <= cf.ASTORE_3:
		s.setWritten(int(op-cf.ISTORE_0) % 4)
		pop(1)
	case op >= cf.LSTORE_0 && op <= cf.LSTORE_3, op >= cf.DSTORE_0 && op <= cf.DSTORE_3:
		s.setWritten(int(op-cf.ISTORE_0) % 4)
		pop(2)
	case op == cf.IASTORE, op == cf.FASTORE, op == cf.AASTORE, op == cf.BASTORE, op == cf.CASTORE, op == cf.SASTORE:
		pop(3)
	case op == cf.LASTORE, op == cf.DASTORE:
		pop(4)
	case op == cf.POP, op == cf.MONITORENTER, op == cf.MONITOREXIT:
		pop(1)
	case op == cf.POP2:
		pop(2)
	case op >= cf.DUP && op <= cf.SWAP:
		ok = a.shuffle(s, op)
	case op == cf.IADD, op == cf.ISUB, op == cf.IMUL, op == cf.IDIV, op == cf.IREM, op == cf.IAND, op == cf.IOR, op == cf.IXOR,
		op == cf.FADD, op == cf.FSUB, op == cf.FMUL, op == cf.FDIV, op == cf.FREM,
		op == cf.ISHL, op == cf.ISHR, op == cf.IUSHR, op == cf.L2I, op == cf.L2F, op == cf.D2I, op == cf.D2F,
		op == cf.FCMPL, op == cf.FCMPG:
		pop(2)
		s.push(me, 1)
	case op == cf.LADD, op == cf.LSUB, op == cf.LMUL, op == cf.LDIV, op == cf.LREM, op == cf.LAND, op == cf.LOR, op == cf.LXOR,
		op == cf.DADD, op == cf.DSUB, op == cf.DMUL, op == cf.DDIV, op == cf.DREM:
		pop(4)
		s.push(me, 2)
	case op == cf.LSHL, op == cf.LSHR, op == cf.LUSHR:
		pop(3)
		s.push(me, 2)
	case op == cf.LCMP, op == cf.DCMPL, op == cf.DCMPG:
		pop(4)
		s.push(me, 1)
	case op == cf.INEG, op == cf.FNEG, op == cf.I2F, op == cf.F2I, op == cf.I2B, op == cf.I2C, op == cf.I2S,
		op == cf.NEWARRAY, op == cf.ANEWARRAY, op == cf.INSTANCEOF, op == cf.ARRAYLENGTH:
		pop(1)
		s.push(me, 1)
	case op == cf.LNEG, op == cf.DNEG, op == cf.L2D, op == cf.D2L:
		pop(2)
		s.push(me, 2)
	case op == cf.I2L, op == cf.I2D, op == cf.F2L, op == cf.F2D:
		pop(1)
		s.push(me, 2)
	case op >= cf.IFEQ && op <= cf.IFLE, op == cf.IFNULL, op == cf.IFNONNULL:
		pop(1)
		targets = append(targets, in.A)
	case op >= cf.IF_ICMPEQ && op <= cf.IF_ACMPNE:
		pop(2)
		targets = append(targets, in.A)
	case op == cf.GOTO, op == cf.GOTO_W:
		targets = append(targets, in.A)
		fallsThrough = false
	case op == cf.TABLESWITCH, op == cf.LOOKUPSWITCH:
		pop(1)
		targets = append(append(targets, in.Switch.Default), in.Switch.Targets...)
	case op == cf.IRETURN, op == cf.FRETURN, op == cf.ARETURN, op == cf.ATHROW:
		pop(1)
		fallsThrough = false
	case op == cf.LRETURN, op == cf.DRETURN:
		pop(2)
		fallsThrough = false
	case op == cf.RETURN:
		fallsThrough = false
	case op == cf.GETSTATIC, op == cf.GETFIELD, op == cf.PUTSTATIC, op == cf.PUTFIELD:
		_, _, desc := a.cp.MemberRef(uint16(in.A))
		n := kindOf(desc).slots()
		switch op {
		case cf.GETFIELD:
			pop(1)
			s.push(me, n)
		case cf.GETSTATIC:
			s.push(me, n)
		case cf.PUTFIELD:
			pop(n + 1)
		default:
			pop(n)
		}
	case op == cf.INVOKEVIRTUAL, op == cf.INVOKESPECIAL, op == cf.INVOKESTATIC, op == cf.INVOKEINTERFACE, op == cf.INVOKEDYNAMIC:
		var desc string
		if op == cf.INVOKEDYNAMIC {
			bootstrap := a.cp.At(uint16(in.A))
			_, desc = a.cp.NameAndType(bootstrap.Index2)
		} else {
			_, _, desc = a.cp.MemberRef(uint16(in.A))
		}
		mt, err := parseMethodType(desc)
		if err != nil {
			return false
		}
		if op != cf.INVOKESTATIC && op != cf.INVOKEDYNAMIC {
			pop(1)
		}
		pop(mt.argSlots)
		s.push(me, mt.ret.slots())
	case op == cf.MULTIANEWARRAY:
		pop(int(in.B))
		s.push(me, 1)
	case op == cf.JSR, op == cf.JSR_W:
		s.push(me, 1)
		targets = append(targets, in.A)
		fallsThrough = false
	case op == cf.RET:
		fallsThrough = false
	default:
		return false
	}
	if !ok {
		return false
	}
	if fallsThrough {
		a.merge(int32(i+1), s)
	}
	for _, t := range targets {
		a.merge(t, s)
	}
	return true
}

// constantSlots is the size of the constant an ldc pushes.
func (a *npeAnalysis) constantSlots(index uint16) int {
	c := a.cp.At(index)
	switch c.Tag {
	case cf.TagLong, cf.TagDouble:
		return 2
	case cf.TagDynamic:
		_, desc := a.cp.NameAndType(c.Index2)
		return kindOf(desc).slots()
	}
	return 1
}

// shuffle simulates the dup and swap family on raw slots.
func (a *npeAnalysis) shuffle(s *npeStack, op cf.Opcode) bool {
	need := map[cf.Opcode]int{cf.DUP: 1, cf.DUP_X1: 2, cf.DUP_X2: 3, cf.DUP2: 2, cf.DUP2_X1: 3, cf.DUP2_X2: 4, cf.SWAP: 2}[op]
	if len(s.slots) < need {
		return false
	}
	top := make([]int32, need) // top[0] is the top of the stack
	for k := range top {
		top[k] = s.at(k)
	}
	s.pop(need)
	var order []int // indices into top, pushed in this order
	switch op {
	case cf.DUP:
		order = []int{0, 0}
	case cf.DUP_X1:
		order = []int{0, 1, 0}
	case cf.DUP_X2:
		order = []int{0, 2, 1, 0}
	case cf.DUP2:
		order = []int{1, 0, 1, 0}
	case cf.DUP2_X1:
		order = []int{1, 0, 2, 1, 0}
	case cf.DUP2_X2:
		order = []int{1, 0, 3, 2, 1, 0}
	case cf.SWAP:
		order = []int{0, 1}
	}
	for _, k := range order {
		s.slots = append(s.slots, top[k])
	}
	return true
}

// npeNullSlot is how deep in the operand stack the operand of the
// instruction that a null makes fail lies (HotSpot's
// get_NPE_null_slot), or -1 if the instruction has none.
func npeNullSlot(cp *cf.ConstantPool, in *cf.Instruction) int {
	switch in.Op {
	case cf.GETFIELD, cf.ARRAYLENGTH, cf.ATHROW, cf.MONITORENTER, cf.MONITOREXIT:
		return 0
	case cf.IALOAD, cf.LALOAD, cf.FALOAD, cf.DALOAD, cf.AALOAD, cf.BALOAD, cf.CALOAD, cf.SALOAD:
		return 1
	case cf.IASTORE, cf.FASTORE, cf.AASTORE, cf.BASTORE, cf.CASTORE, cf.SASTORE:
		return 2
	case cf.LASTORE, cf.DASTORE:
		return 3
	case cf.PUTFIELD:
		_, _, desc := cp.MemberRef(uint16(in.A))
		return kindOf(desc).slots()
	case cf.INVOKEVIRTUAL, cf.INVOKESPECIAL, cf.INVOKEINTERFACE:
		_, name, desc := cp.MemberRef(uint16(in.A))
		if name == "<init>" {
			return -1
		}
		if mt, err := parseMethodType(desc); err == nil {
			return mt.argSlots
		}
	}
	return -1
}

// npeMessage is the helpful message of a NullPointerException thrown by
// instruction pc of m (HotSpot's JVM_GetExtendedNPEMessage): the failed
// action and, when known, what was null; ok is false when there is none
// (a native method, an explicitly constructed exception).
func npeMessage(m *Method, pc int) (msg string, ok bool) {
	if m == nil || m.bytecode() == nil || m.class.cf == nil || pc < 0 || pc >= len(m.bytecode().Insns) {
		return "", false
	}
	cp := &m.class.cf.Pool
	in := &m.bytecode().Insns[pc]
	slot := npeNullSlot(cp, in)
	if slot < 0 {
		return "", false
	}
	var b strings.Builder
	b.WriteString(npeAction(cp, in))
	a := analyzeNPE(m, pc)
	if a.describe(&b, pc, slot, npeMaxDetail, false, true) {
		b.WriteString(`" is null`)
	}
	// Else, like HotSpot, keep the start of the sentence if one was
	// written (an instruction that cannot be described, such as
	// invokedynamic, pushed the null).
	return b.String(), true
}

// npeAction describes what instruction in could not do (HotSpot's
// print_NPE_failed_action); in is one npeNullSlot knows.
func npeAction(cp *cf.ConstantPool, in *cf.Instruction) string {
	kind := map[cf.Opcode]string{
		cf.IALOAD: "int", cf.IASTORE: "int", cf.LALOAD: "long", cf.LASTORE: "long", cf.FALOAD: "float", cf.FASTORE: "float",
		cf.DALOAD: "double", cf.DASTORE: "double", cf.AALOAD: "object", cf.AASTORE: "object", cf.BALOAD: "byte/boolean",
		cf.BASTORE: "byte/boolean", cf.CALOAD: "char", cf.CASTORE: "char", cf.SALOAD: "short", cf.SASTORE: "short",
	}
	switch in.Op {
	case cf.IALOAD, cf.LALOAD, cf.FALOAD, cf.DALOAD, cf.AALOAD, cf.BALOAD, cf.CALOAD, cf.SALOAD:
		return "Cannot load from " + kind[in.Op] + " array"
	case cf.IASTORE, cf.LASTORE, cf.FASTORE, cf.DASTORE, cf.AASTORE, cf.BASTORE, cf.CASTORE, cf.SASTORE:
		return "Cannot store to " + kind[in.Op] + " array"
	case cf.ARRAYLENGTH:
		return "Cannot read the array length"
	case cf.ATHROW:
		return "Cannot throw exception"
	case cf.MONITORENTER:
		return "Cannot enter synchronized block"
	case cf.MONITOREXIT:
		return "Cannot exit synchronized block"
	case cf.GETFIELD:
		_, name, _ := cp.MemberRef(uint16(in.A))
		return `Cannot read field "` + name + `"`
	case cf.PUTFIELD:
		_, name, _ := cp.MemberRef(uint16(in.A))
		return `Cannot assign field "` + name + `"`
	}
	// invokevirtual, invokespecial, invokeinterface: the method as the
	// call site names it (its class, not the declaring class).
	class, name, desc := cp.MemberRef(uint16(in.A))
	return `Cannot invoke "` + npeMethodName(class, name, desc) + `"`
}

// extendedNPEMessage implements NullPointerException.getExtendedNPEMessage
// from the backtrace the exception was made with: null unless the VM
// threw it at a bytecode instruction.
func extendedNPEMessage(t *Thread, a []uint64) (uint64, nativeStatus) {
	bt, _ := t.vm.heap.get(Ref(a[0])).native.(backtrace)
	if len(bt) == 0 {
		return retRef(0)
	}
	msg, ok := npeMessage(bt[0].m, int(bt[0].pc))
	if !ok {
		return retRef(0)
	}
	r := t.vm.newString(msg)
	if r == 0 {
		t.throwOOM()
		return threw()
	}
	return retRef(r)
}

// describe writes what pushed stack slot slot before instruction at
// (HotSpot's print_NPE_cause0); top is set for the outermost call, which
// also writes the start of the sentence.
func (a *npeAnalysis) describe(b *strings.Builder, at, slot, detail int, inner, top bool) bool {
	if detail <= 0 || at >= len(a.stacks) || a.stacks[at] == nil {
		return false
	}
	s := a.stacks[at]
	if slot >= len(s.slots) {
		return false
	}
	src := s.at(slot)
	if src == npeAmbiguous {
		return false
	}
	in := &a.insns[src]
	invoke := in.Op == cf.INVOKEVIRTUAL || in.Op == cf.INVOKESPECIAL || in.Op == cf.INVOKESTATIC || in.Op == cf.INVOKEINTERFACE
	if top && detail == npeMaxDetail && !invoke {
		b.WriteString(` because "`)
	}
	switch op := in.Op; {
	case op == cf.ILOAD, op == cf.ALOAD, op >= cf.ILOAD_0 && op <= cf.ILOAD_3, op >= cf.ALOAD_0 && op <= cf.ALOAD_3:
		local := int(in.A)
		if op >= cf.ILOAD_0 && op <= cf.ILOAD_3 {
			local = int(op - cf.ILOAD_0)
		} else if op >= cf.ALOAD_0 && op <= cf.ALOAD_3 {
			local = int(op - cf.ALOAD_0)
		}
		b.WriteString(npeLocalName(a.m, in.PC, local, !s.wasWritten(local)))
		return true
	case op == cf.ACONST_NULL:
		b.WriteString("null")
		return true
	case op >= cf.ICONST_M1 && op <= cf.ICONST_5:
		fmt.Fprint(b, int(op)-int(cf.ICONST_0))
		return true
	case op == cf.BIPUSH:
		fmt.Fprint(b, in.A)
		return true
	case op == cf.SIPUSH:
		fmt.Fprint(b, uint16(in.A)) // HotSpot prints the operand unsigned
		return true
	case op == cf.IALOAD, op == cf.AALOAD:
		if !a.describe(b, int(src), 1, detail-1, inner, false) {
			b.WriteString("<array>")
		}
		b.WriteByte('[')
		if !a.describe(b, int(src), 0, detail, true, false) {
			b.WriteString("...")
		}
		b.WriteByte(']')
		return true
	case op == cf.GETSTATIC:
		class, name, _ := a.cp.MemberRef(uint16(in.A))
		b.WriteString(npeClassName(class) + "." + name)
		return true
	case op == cf.GETFIELD:
		_, name, _ := a.cp.MemberRef(uint16(in.A))
		if a.describe(b, int(src), 0, detail-1, inner, false) {
			b.WriteByte('.')
		}
		b.WriteString(name)
		return true
	case invoke:
		if top && detail == npeMaxDetail && !inner {
			b.WriteString(` because the return value of "`)
		}
		class, name, desc := a.cp.MemberRef(uint16(in.A))
		b.WriteString(npeMethodName(class, name, desc))
		return true
	}
	return false
}

// npeLocalName names local slot at byte pc: its name in the
// LocalVariableTable, else "this", "<parameterN>" while no path has
// stored to it, or "<localN>".
func npeLocalName(m *Method, pc uint32, slot int, unwritten bool) string {
	for _, lv := range m.bytecode().LocalVars {
		if int(lv.Slot) == slot && uint32(lv.StartPC) <= pc && pc < uint32(lv.StartPC)+uint32(lv.Length) {
			return lv.Name
		}
	}
	if !m.IsStatic() && slot == 0 && unwritten {
		return "this"
	}
	cur := 0
	if !m.IsStatic() {
		cur = 1
	}
	for i, k := range m.methodType().args {
		if slot >= cur && slot < cur+k.slots() {
			if unwritten {
				return fmt.Sprintf("<parameter%d>", i+1)
			}
			break
		}
		cur += k.slots()
	}
	return fmt.Sprintf("<local%d>", slot)
}

// npeMethodName renders a method reference as HotSpot's messages do:
// "java.util.List.size()", "String.valueOf(Object)".
func npeMethodName(class, name, desc string) string {
	s := npeClassName(class) + "." + name + "("
	if mt, err := parseMethodType(desc); err == nil {
		for i, a := range mt.argTypes {
			if i > 0 {
				s += ", "
			}
			s += npeParamName(typeName(a))
		}
	}
	return s + ")"
}

// npeClassName shortens exactly java.lang.Object and java.lang.String.
func npeClassName(binary string) string {
	n := javaName(binary)
	switch n {
	case "java.lang.Object", "java.lang.String":
		return n[len("java.lang."):]
	}
	return n
}

// npeParamName shortens a parameter type that starts with
// java.lang.Object or java.lang.String (so String[] and, as in HotSpot,
// StringBuilder too).
func npeParamName(n string) string {
	for _, p := range []string{"java.lang.Object", "java.lang.String"} {
		if strings.HasPrefix(n, p) {
			return n[len("java.lang."):]
		}
	}
	return n
}

// messageOf returns a throwable's message as Throwable.getMessage would
// without running Java code: its detailMessage, or for a
// NullPointerException the VM threw, the helpful message (computed as
// getExtendedNPEMessage would). A getMessage the class overrides is not
// called.
func (vm *VM) messageOf(o *Object) (string, bool) {
	if msg := Ref(vm.getField(o, "detailMessage")); msg != 0 {
		return vm.goString(msg), true
	}
	if f := o.class.fieldByName("extendedMessage"); f != nil && o.slots[f.slot] != 0 {
		return vm.goString(Ref(o.slots[f.slot])), true
	}
	if f := o.class.fieldByName("extendedMessageState"); f != nil && int32(o.slots[f.slot]) == 1 {
		if bt, _ := o.native.(backtrace); len(bt) > 0 {
			return npeMessage(bt[0].m, int(bt[0].pc))
		}
	}
	return "", false
}
