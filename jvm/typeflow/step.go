package typeflow

import "github.com/gojpf/gojpf/classfile"

// effect is the stack effect of an instruction that pops a fixed number of
// slots, pushes at most one value and touches no local.
type effect struct {
	ok   bool
	pop  uint8
	push value
}

// simpleEffects gives the effect of every opcode step handles by table; the
// others have ok == false and a case of their own in step.
var simpleEffects = func() (t [256]effect) {
	set := func(pop uint8, push value, ops ...classfile.Opcode) {
		for _, op := range ops {
			t[op] = effect{true, pop, push}
		}
	}
	set(0, vVoid, classfile.NOP)
	set(0, vRef, classfile.ACONST_NULL, classfile.NEW)
	set(0, vInt, classfile.ICONST_M1, classfile.ICONST_0, classfile.ICONST_1, classfile.ICONST_2,
		classfile.ICONST_3, classfile.ICONST_4, classfile.ICONST_5, classfile.BIPUSH, classfile.SIPUSH)
	set(0, vLong, classfile.LCONST_0, classfile.LCONST_1)
	set(0, vFloat, classfile.FCONST_0, classfile.FCONST_1, classfile.FCONST_2)
	set(0, vDouble, classfile.DCONST_0, classfile.DCONST_1)

	set(2, vInt, classfile.IALOAD, classfile.BALOAD, classfile.CALOAD, classfile.SALOAD)
	set(2, vLong, classfile.LALOAD)
	set(2, vFloat, classfile.FALOAD)
	set(2, vDouble, classfile.DALOAD)
	set(2, vRef, classfile.AALOAD)
	set(3, vVoid, classfile.IASTORE, classfile.FASTORE, classfile.AASTORE,
		classfile.BASTORE, classfile.CASTORE, classfile.SASTORE)
	set(4, vVoid, classfile.LASTORE, classfile.DASTORE)
	set(1, vVoid, classfile.POP)
	set(2, vVoid, classfile.POP2)

	set(2, vInt, classfile.IADD, classfile.ISUB, classfile.IMUL, classfile.IDIV, classfile.IREM,
		classfile.ISHL, classfile.ISHR, classfile.IUSHR, classfile.IAND, classfile.IOR, classfile.IXOR)
	set(4, vLong, classfile.LADD, classfile.LSUB, classfile.LMUL, classfile.LDIV, classfile.LREM,
		classfile.LAND, classfile.LOR, classfile.LXOR)
	set(3, vLong, classfile.LSHL, classfile.LSHR, classfile.LUSHR)
	set(2, vFloat, classfile.FADD, classfile.FSUB, classfile.FMUL, classfile.FDIV, classfile.FREM)
	set(4, vDouble, classfile.DADD, classfile.DSUB, classfile.DMUL, classfile.DDIV, classfile.DREM)
	set(1, vInt, classfile.INEG)
	set(2, vLong, classfile.LNEG)
	set(1, vFloat, classfile.FNEG)
	set(2, vDouble, classfile.DNEG)

	set(1, vLong, classfile.I2L, classfile.F2L)
	set(1, vFloat, classfile.I2F)
	set(1, vDouble, classfile.I2D, classfile.F2D)
	set(2, vInt, classfile.L2I, classfile.D2I)
	set(2, vFloat, classfile.L2F, classfile.D2F)
	set(2, vDouble, classfile.L2D)
	set(2, vLong, classfile.D2L)
	set(1, vInt, classfile.F2I, classfile.I2B, classfile.I2C, classfile.I2S)
	set(4, vInt, classfile.LCMP, classfile.DCMPL, classfile.DCMPG)
	set(2, vInt, classfile.FCMPL, classfile.FCMPG)

	set(1, vVoid, classfile.IFEQ, classfile.IFNE, classfile.IFLT, classfile.IFGE, classfile.IFGT,
		classfile.IFLE, classfile.IFNULL, classfile.IFNONNULL, classfile.TABLESWITCH, classfile.LOOKUPSWITCH)
	set(2, vVoid, classfile.IF_ICMPEQ, classfile.IF_ICMPNE, classfile.IF_ICMPLT, classfile.IF_ICMPGE,
		classfile.IF_ICMPGT, classfile.IF_ICMPLE, classfile.IF_ACMPEQ, classfile.IF_ACMPNE)
	set(0, vVoid, classfile.GOTO, classfile.GOTO_W, classfile.RETURN)
	set(1, vVoid, classfile.IRETURN, classfile.FRETURN, classfile.ARETURN, classfile.ATHROW,
		classfile.MONITORENTER, classfile.MONITOREXIT)
	set(2, vVoid, classfile.LRETURN, classfile.DRETURN)

	set(1, vRef, classfile.NEWARRAY, classfile.ANEWARRAY, classfile.CHECKCAST)
	set(1, vInt, classfile.ARRAYLENGTH, classfile.INSTANCEOF)
	return t
}()

// step applies the effect of instruction i to the current frame.
func (a *analyzer) step(i int) error {
	in := &a.insns[i]
	op := in.Op
	if e := &simpleEffects[op]; e.ok {
		if err := a.pop(int(e.pop)); err != nil {
			return err
		}
		return a.push(e.push)
	}
	switch op {
	case classfile.ILOAD, classfile.LLOAD, classfile.FLOAD, classfile.DLOAD, classfile.ALOAD:
		return a.load(loadValue(op-classfile.ILOAD), int(in.A))
	case classfile.ILOAD_0, classfile.ILOAD_1, classfile.ILOAD_2, classfile.ILOAD_3:
		return a.load(vInt, int(op-classfile.ILOAD_0))
	case classfile.LLOAD_0, classfile.LLOAD_1, classfile.LLOAD_2, classfile.LLOAD_3:
		return a.load(vLong, int(op-classfile.LLOAD_0))
	case classfile.FLOAD_0, classfile.FLOAD_1, classfile.FLOAD_2, classfile.FLOAD_3:
		return a.load(vFloat, int(op-classfile.FLOAD_0))
	case classfile.DLOAD_0, classfile.DLOAD_1, classfile.DLOAD_2, classfile.DLOAD_3:
		return a.load(vDouble, int(op-classfile.DLOAD_0))
	case classfile.ALOAD_0, classfile.ALOAD_1, classfile.ALOAD_2, classfile.ALOAD_3:
		return a.load(vRef, int(op-classfile.ALOAD_0))

	case classfile.ISTORE, classfile.LSTORE, classfile.FSTORE, classfile.DSTORE, classfile.ASTORE:
		return a.store(loadValue(op-classfile.ISTORE), int(in.A))
	case classfile.ISTORE_0, classfile.ISTORE_1, classfile.ISTORE_2, classfile.ISTORE_3:
		return a.store(vInt, int(op-classfile.ISTORE_0))
	case classfile.LSTORE_0, classfile.LSTORE_1, classfile.LSTORE_2, classfile.LSTORE_3:
		return a.store(vLong, int(op-classfile.LSTORE_0))
	case classfile.FSTORE_0, classfile.FSTORE_1, classfile.FSTORE_2, classfile.FSTORE_3:
		return a.store(vFloat, int(op-classfile.FSTORE_0))
	case classfile.DSTORE_0, classfile.DSTORE_1, classfile.DSTORE_2, classfile.DSTORE_3:
		return a.store(vDouble, int(op-classfile.DSTORE_0))
	case classfile.ASTORE_0, classfile.ASTORE_1, classfile.ASTORE_2, classfile.ASTORE_3:
		return a.store(vRef, int(op-classfile.ASTORE_0))
	case classfile.IINC:
		if err := a.checkLocal(int(in.A), 1); err != nil {
			return err
		}
		a.setLocal(int(in.A), kInt)
		return nil

	// The dup family and swap move slots, whatever their types: a long
	// or double is two slots whichever form javac chose.
	case classfile.DUP:
		return a.dup(1, 1)
	case classfile.DUP_X1:
		return a.dup(1, 2)
	case classfile.DUP_X2:
		return a.dup(1, 3)
	case classfile.DUP2:
		return a.dup(2, 2)
	case classfile.DUP2_X1:
		return a.dup(2, 3)
	case classfile.DUP2_X2:
		return a.dup(2, 4)
	case classfile.SWAP:
		if a.sp < 2 {
			return a.underflow(2)
		}
		s := a.cur[a.maxLocals:]
		s[a.sp-1], s[a.sp-2] = s[a.sp-2], s[a.sp-1]
		return nil

	case classfile.LDC, classfile.LDC_W, classfile.LDC2_W:
		v, err := a.constant(op, uint16(in.A))
		if err != nil {
			return err
		}
		return a.push(v)

	case classfile.GETSTATIC, classfile.PUTSTATIC, classfile.GETFIELD, classfile.PUTFIELD:
		v, err := a.field(uint16(in.A))
		if err != nil {
			return err
		}
		switch op {
		case classfile.GETSTATIC:
			return a.push(v)
		case classfile.PUTSTATIC:
			return a.pop(v.slots())
		case classfile.GETFIELD:
			if err := a.pop(1); err != nil {
				return err
			}
			return a.push(v)
		default:
			return a.pop(1 + v.slots())
		}

	case classfile.INVOKEVIRTUAL, classfile.INVOKESPECIAL, classfile.INVOKESTATIC,
		classfile.INVOKEINTERFACE, classfile.INVOKEDYNAMIC:
		args, ret, err := a.method(op, uint16(in.A))
		if err != nil {
			return err
		}
		if op != classfile.INVOKESTATIC && op != classfile.INVOKEDYNAMIC {
			args++ // the receiver
		}
		if err := a.pop(args); err != nil {
			return err
		}
		return a.push(ret)

	case classfile.MULTIANEWARRAY:
		if in.B < 1 {
			return a.errorf("multianewarray with %d dimensions", in.B)
		}
		if err := a.pop(int(in.B)); err != nil {
			return err
		}
		return a.push(vRef)

	case classfile.JSR, classfile.JSR_W, classfile.RET:
		return a.errorf("subroutines (jsr, ret) are not supported")
	}
	return a.errorf("unknown opcode %d", uint8(op))
}

// loadValue maps an offset from iload (or istore) to the type of the value
// the instruction loads (stores): i, l, f, d, a.
func loadValue(off classfile.Opcode) value {
	return [...]value{vInt, vLong, vFloat, vDouble, vRef}[off]
}

// push pushes a value of type v (nothing for vVoid).
func (a *analyzer) push(v value) error {
	n := v.slots()
	if a.sp+n > a.maxStack {
		return a.errorf("stack overflow: depth %d, max_stack %d", a.sp+n, a.maxStack)
	}
	s := a.cur[a.maxLocals+a.sp:]
	switch v {
	case vVoid:
		return nil
	case vInt:
		s[0] = kInt
	case vFloat:
		s[0] = kFloat
	case vRef:
		s[0] = kRef
	case vLong:
		s[0], s[1] = kLong, kLong2
	case vDouble:
		s[0], s[1] = kDouble, kDouble2
	}
	a.sp += n
	return nil
}

// pop pops n slots.
func (a *analyzer) pop(n int) error {
	if a.sp < n {
		return a.underflow(n)
	}
	a.sp -= n
	return nil
}

func (a *analyzer) underflow(n int) error {
	return a.errorf("stack underflow: needs %d slots, depth is %d", n, a.sp)
}

// dup copies the top n slots of the stack and inserts the copy depth slots
// below the top.
func (a *analyzer) dup(n, depth int) error {
	if a.sp < depth {
		return a.underflow(depth)
	}
	if a.sp+n > a.maxStack {
		return a.errorf("stack overflow: depth %d, max_stack %d", a.sp+n, a.maxStack)
	}
	s := a.cur[a.maxLocals : a.maxLocals+a.sp+n]
	var top [2]kind
	copy(top[:n], s[a.sp-n:a.sp])
	copy(s[a.sp-depth+n:], s[a.sp-depth:a.sp])
	copy(s[a.sp-depth:], top[:n])
	a.sp += n
	return nil
}

// checkLocal checks that locals index to index+n-1 exist.
func (a *analyzer) checkLocal(index, n int) error {
	if index < 0 {
		return a.errorf("local %d out of range", index)
	}
	if index+n > a.maxLocals {
		return a.errorf("local %d out of range: max_locals %d", index+n-1, a.maxLocals)
	}
	return nil
}

// load pushes local index, as type v.
func (a *analyzer) load(v value, index int) error {
	if err := a.checkLocal(index, v.slots()); err != nil {
		return err
	}
	return a.push(v)
}

// store pops a value of type v into local index. astore stores what it
// pops if that is a reference, and top otherwise.
func (a *analyzer) store(v value, index int) error {
	n := v.slots()
	if err := a.checkLocal(index, n); err != nil {
		return err
	}
	if a.sp < n {
		return a.underflow(n)
	}
	a.sp -= n
	switch v {
	case vInt:
		a.setLocal(index, kInt)
	case vFloat:
		a.setLocal(index, kFloat)
	case vRef:
		k := a.cur[a.maxLocals+a.sp]
		if k != kRef {
			k = kTop
		}
		a.setLocal(index, k)
	case vLong:
		a.setLocal(index, kLong)
		a.setLocal(index+1, kLong2)
	case vDouble:
		a.setLocal(index, kDouble)
		a.setLocal(index+1, kDouble2)
	}
	return nil
}

// setLocal sets local index to k, making the other half of a long or
// double it overwrites half of unusable, and joins the new types into the
// locals that exception handlers covering the instruction will see.
func (a *analyzer) setLocal(index int, k kind) {
	l := a.cur[:a.maxLocals]
	switch l[index] {
	case kLong2, kDouble2:
		if k != kLong2 && k != kDouble2 && index > 0 {
			a.setLocalRaw(index-1, kTop)
		}
	case kLong, kDouble:
		if k != kLong && k != kDouble && index+1 < len(l) {
			a.setLocalRaw(index+1, kTop)
		}
	}
	a.setLocalRaw(index, k)
}

func (a *analyzer) setLocalRaw(index int, k kind) {
	a.cur[index] = k
	if a.tracking {
		a.acc[index] = join(a.acc[index], k)
	}
}

// constant returns the type of the constant an ldc, ldc_w or ldc2_w loads.
func (a *analyzer) constant(op classfile.Opcode, index uint16) (value, error) {
	if a.pool == nil {
		return 0, a.errorf("no constant pool")
	}
	tag := a.pool.Tag(index)
	if op == classfile.LDC2_W {
		switch tag {
		case classfile.TagLong:
			return vLong, nil
		case classfile.TagDouble:
			return vDouble, nil
		case classfile.TagDynamic:
			return a.dynamicConstant(index)
		}
		return 0, a.errorf("constant %d is %v, want Long, Double or Dynamic", index, tag)
	}
	switch tag {
	case classfile.TagInteger:
		return vInt, nil
	case classfile.TagFloat:
		return vFloat, nil
	case classfile.TagString, classfile.TagClass, classfile.TagMethodType, classfile.TagMethodHandle:
		return vRef, nil
	case classfile.TagDynamic:
		return a.dynamicConstant(index)
	}
	return 0, a.errorf("constant %d is %v, want Integer, Float, String, Class, MethodType, MethodHandle or Dynamic", index, tag)
}

func (a *analyzer) dynamicConstant(index uint16) (value, error) {
	_, desc := a.pool.NameAndType(a.pool.At(index).Index2)
	v, ok := fieldValue(desc)
	if !ok {
		return 0, a.errorf("dynamic constant %d has descriptor %q", index, desc)
	}
	return v, nil
}

// field returns the type of the field a field instruction names.
func (a *analyzer) field(index uint16) (value, error) {
	if a.pool == nil {
		return 0, a.errorf("no constant pool")
	}
	if tag := a.pool.Tag(index); tag != classfile.TagFieldref {
		return 0, a.errorf("constant %d is %v, want Fieldref", index, tag)
	}
	_, _, desc := a.pool.MemberRef(index)
	v, ok := fieldValue(desc)
	if !ok {
		return 0, a.errorf("field descriptor %q", desc)
	}
	return v, nil
}

// method returns the argument slots (without the receiver) and the result
// of the method an invoke instruction names.
func (a *analyzer) method(op classfile.Opcode, index uint16) (args int, ret value, err error) {
	if a.pool == nil {
		return 0, 0, a.errorf("no constant pool")
	}
	var desc string
	switch tag := a.pool.Tag(index); {
	case op == classfile.INVOKEDYNAMIC && tag == classfile.TagInvokeDynamic:
		_, desc = a.pool.NameAndType(a.pool.At(index).Index2)
	case op != classfile.INVOKEDYNAMIC && (tag == classfile.TagMethodref || tag == classfile.TagInterfaceMethodref):
		_, _, desc = a.pool.MemberRef(index)
	default:
		return 0, 0, a.errorf("constant %d is %v, not a method reference for %v", index, tag, op)
	}
	args, ret, ok := methodShape(desc)
	if !ok {
		return 0, 0, a.errorf("method descriptor %q", desc)
	}
	return args, ret, nil
}
