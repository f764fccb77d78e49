package jvm

import (
	"math"

	cf "github.com/gojpf/gojpf/classfile"
)

// stepBudget is how many instructions the interpreter runs before it
// returns to its driver to check limits.
const stepBudget = 1 << 14

// execute runs the thread until its frame stack shrinks to stopDepth, the VM
// stops, or budget instructions have run. It returns the number of
// instructions executed.
func (t *Thread) execute(budget int) int {
	vm := t.vm
	executed := 0
outer:
	for len(t.frames) > t.stopDepth && !vm.halted() && !vm.yielding && executed < budget {
		f := &t.frames[len(t.frames)-1]
		if f.cont != nil {
			if f.retry != nil {
				// The retry runs the pending instruction of the Java
				// frame below again (an invoke, or the instruction that
				// needs a class initialized): the trace shows its line,
				// even when the thread blocks at once.
				if vm.rec != nil {
					if m, pc := t.Method(); m != nil {
						vm.rec.note(m, int32(pc))
					}
				}
				f.retry(t)
				continue
			}
			vm.internalf("continuation frame of %s on top of the stack", f.m)
			return executed
		}
		m := f.m
		code := m.code.Insns
		s := t.slots
		pc := f.pc
		sp := f.sp
		base := f.base
		for executed < budget {
			in := &code[pc]
			executed++
			if vm.perInsn {
				f.pc, f.sp = pc, sp // listeners may read the frame (OperandValue)
				vm.noteInsn(t, m, pc)
			}
			switch in.Op {
			case cf.NOP:
			case cf.ACONST_NULL:
				s[sp] = 0
				sp++
			case cf.ICONST_M1, cf.ICONST_0, cf.ICONST_1, cf.ICONST_2, cf.ICONST_3, cf.ICONST_4, cf.ICONST_5:
				s[sp] = i2s(int32(in.Op) - int32(cf.ICONST_0))
				sp++
			case cf.LCONST_0, cf.LCONST_1:
				s[sp] = uint64(in.Op - cf.LCONST_0)
				sp += 2
			case cf.FCONST_0, cf.FCONST_1, cf.FCONST_2:
				s[sp] = f2s(float32(in.Op - cf.FCONST_0))
				sp++
			case cf.DCONST_0, cf.DCONST_1:
				s[sp] = d2s(float64(in.Op - cf.DCONST_0))
				sp += 2
			case cf.BIPUSH, cf.SIPUSH:
				s[sp] = i2s(in.A)
				sp++
			case cf.LDC, cf.LDC_W, cf.LDC2_W:
				f.pc, f.sp = pc, sp
				v, ok := t.ldc(m.class, uint16(in.A))
				if !ok {
					continue outer
				}
				s = t.slots
				s[sp] = v
				if in.Op == cf.LDC2_W {
					sp += 2
				} else {
					sp++
				}
			case cf.ILOAD, cf.FLOAD, cf.ALOAD, cf.LLOAD, cf.DLOAD:
				s[sp] = s[base+in.A]
				if in.Op == cf.LLOAD || in.Op == cf.DLOAD {
					sp += 2
				} else {
					sp++
				}
			case cf.ILOAD_0, cf.ILOAD_1, cf.ILOAD_2, cf.ILOAD_3:
				s[sp] = s[base+int32(in.Op-cf.ILOAD_0)]
				sp++
			case cf.LLOAD_0, cf.LLOAD_1, cf.LLOAD_2, cf.LLOAD_3:
				s[sp] = s[base+int32(in.Op-cf.LLOAD_0)]
				sp += 2
			case cf.FLOAD_0, cf.FLOAD_1, cf.FLOAD_2, cf.FLOAD_3:
				s[sp] = s[base+int32(in.Op-cf.FLOAD_0)]
				sp++
			case cf.DLOAD_0, cf.DLOAD_1, cf.DLOAD_2, cf.DLOAD_3:
				s[sp] = s[base+int32(in.Op-cf.DLOAD_0)]
				sp += 2
			case cf.ALOAD_0, cf.ALOAD_1, cf.ALOAD_2, cf.ALOAD_3:
				s[sp] = s[base+int32(in.Op-cf.ALOAD_0)]
				sp++
			case cf.IALOAD, cf.LALOAD, cf.FALOAD, cf.DALOAD, cf.AALOAD, cf.BALOAD, cf.CALOAD, cf.SALOAD:
				idx := int32(s[sp-1])
				ar := Ref(s[sp-2])
				if ar == 0 {
					f.pc, f.sp = pc, sp
					t.throwBytecodeNPE()
					continue outer
				}
				a := vm.heap.get(ar)
				if uint32(idx) >= uint32(len(a.slots)) {
					f.pc, f.sp = pc, sp
					t.throwAIOOBE(idx, len(a.slots))
					continue outer
				}
				if vm.sched != nil {
					f.pc, f.sp = pc, sp
					if vm.point(t, vm.newPoint(Point{Kind: PointArrayRead, Object: ar, Index: int(idx)})) {
						continue outer
					}
				}
				sp -= 2
				s[sp] = a.slots[idx]
				if in.Op == cf.LALOAD || in.Op == cf.DALOAD {
					sp += 2
				} else {
					sp++
				}
			case cf.ISTORE, cf.FSTORE, cf.ASTORE:
				sp--
				s[base+in.A] = s[sp]
			case cf.LSTORE, cf.DSTORE:
				sp -= 2
				s[base+in.A] = s[sp]
				s[base+in.A+1] = 0
			case cf.ISTORE_0, cf.ISTORE_1, cf.ISTORE_2, cf.ISTORE_3:
				sp--
				s[base+int32(in.Op-cf.ISTORE_0)] = s[sp]
			case cf.LSTORE_0, cf.LSTORE_1, cf.LSTORE_2, cf.LSTORE_3:
				sp -= 2
				l := base + int32(in.Op-cf.LSTORE_0)
				s[l], s[l+1] = s[sp], 0
			case cf.FSTORE_0, cf.FSTORE_1, cf.FSTORE_2, cf.FSTORE_3:
				sp--
				s[base+int32(in.Op-cf.FSTORE_0)] = s[sp]
			case cf.DSTORE_0, cf.DSTORE_1, cf.DSTORE_2, cf.DSTORE_3:
				sp -= 2
				l := base + int32(in.Op-cf.DSTORE_0)
				s[l], s[l+1] = s[sp], 0
			case cf.ASTORE_0, cf.ASTORE_1, cf.ASTORE_2, cf.ASTORE_3:
				sp--
				s[base+int32(in.Op-cf.ASTORE_0)] = s[sp]
			case cf.IASTORE, cf.FASTORE, cf.AASTORE, cf.BASTORE, cf.CASTORE, cf.SASTORE, cf.LASTORE, cf.DASTORE:
				w := int32(1)
				if in.Op == cf.LASTORE || in.Op == cf.DASTORE {
					w = 2
				}
				v := s[sp-w]
				idx := int32(s[sp-w-1])
				ar := Ref(s[sp-w-2])
				if ar == 0 {
					f.pc, f.sp = pc, sp
					t.throwBytecodeNPE()
					continue outer
				}
				a := vm.heap.get(ar)
				if uint32(idx) >= uint32(len(a.slots)) {
					f.pc, f.sp = pc, sp
					t.throwAIOOBE(idx, len(a.slots))
					continue outer
				}
				if vm.sched != nil {
					f.pc, f.sp = pc, sp
					if vm.point(t, vm.newPoint(Point{Kind: PointArrayWrite, Object: ar, Index: int(idx)})) {
						continue outer
					}
				}
				switch in.Op {
				case cf.BASTORE:
					if a.class.elemKind == 'Z' {
						v = i2s(int32(v) & 1)
					} else {
						v = i2s(int32(int8(v)))
					}
				case cf.CASTORE:
					v = i2s(int32(uint16(v)))
				case cf.SASTORE:
					v = i2s(int32(int16(v)))
				case cf.AASTORE:
					if v != 0 {
						vc := vm.heap.get(Ref(v)).class
						if !vc.isSubclassOf(a.class.component) {
							f.pc, f.sp = pc, sp
							t.throwNew("java/lang/ArrayStoreException", vc.JavaName())
							continue outer
						}
					}
				}
				vm.writeSlot(a, int(idx), v)
				sp -= w + 2
			case cf.POP:
				sp--
			case cf.POP2:
				sp -= 2
			case cf.DUP:
				s[sp] = s[sp-1]
				sp++
			case cf.DUP_X1:
				s[sp] = s[sp-1]
				s[sp-1] = s[sp-2]
				s[sp-2] = s[sp]
				sp++
			case cf.DUP_X2:
				v1, v2, v3 := s[sp-1], s[sp-2], s[sp-3]
				s[sp-3], s[sp-2], s[sp-1], s[sp] = v1, v3, v2, v1
				sp++
			case cf.DUP2:
				s[sp], s[sp+1] = s[sp-2], s[sp-1]
				sp += 2
			case cf.DUP2_X1:
				v1, v2, v3 := s[sp-1], s[sp-2], s[sp-3]
				s[sp-3], s[sp-2], s[sp-1], s[sp], s[sp+1] = v2, v1, v3, v2, v1
				sp += 2
			case cf.DUP2_X2:
				v1, v2, v3, v4 := s[sp-1], s[sp-2], s[sp-3], s[sp-4]
				s[sp-4], s[sp-3], s[sp-2], s[sp-1], s[sp], s[sp+1] = v2, v1, v4, v3, v2, v1
				sp += 2
			case cf.SWAP:
				s[sp-1], s[sp-2] = s[sp-2], s[sp-1]
			case cf.IADD:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) + int32(s[sp]))
			case cf.LADD:
				sp -= 2
				s[sp-2] = uint64(int64(s[sp-2]) + int64(s[sp]))
			case cf.FADD:
				sp--
				s[sp-1] = f2s(s2f(s[sp-1]) + s2f(s[sp]))
			case cf.DADD:
				sp -= 2
				s[sp-2] = d2s(s2d(s[sp-2]) + s2d(s[sp]))
			case cf.ISUB:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) - int32(s[sp]))
			case cf.LSUB:
				sp -= 2
				s[sp-2] = uint64(int64(s[sp-2]) - int64(s[sp]))
			case cf.FSUB:
				sp--
				s[sp-1] = f2s(s2f(s[sp-1]) - s2f(s[sp]))
			case cf.DSUB:
				sp -= 2
				s[sp-2] = d2s(s2d(s[sp-2]) - s2d(s[sp]))
			case cf.IMUL:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) * int32(s[sp]))
			case cf.LMUL:
				sp -= 2
				s[sp-2] = uint64(int64(s[sp-2]) * int64(s[sp]))
			case cf.FMUL:
				sp--
				s[sp-1] = f2s(s2f(s[sp-1]) * s2f(s[sp]))
			case cf.DMUL:
				sp -= 2
				s[sp-2] = d2s(s2d(s[sp-2]) * s2d(s[sp]))
			case cf.IDIV, cf.IREM:
				d := int32(s[sp-1])
				if d == 0 {
					f.pc, f.sp = pc, sp
					t.throwNew("java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				sp--
				if in.Op == cf.IDIV {
					s[sp-1] = i2s(int32(s[sp-1]) / d)
				} else {
					s[sp-1] = i2s(int32(s[sp-1]) % d)
				}
			case cf.LDIV, cf.LREM:
				d := int64(s[sp-2])
				if d == 0 {
					f.pc, f.sp = pc, sp
					t.throwNew("java/lang/ArithmeticException", "/ by zero")
					continue outer
				}
				sp -= 2
				if in.Op == cf.LDIV {
					s[sp-2] = uint64(int64(s[sp-2]) / d)
				} else {
					s[sp-2] = uint64(int64(s[sp-2]) % d)
				}
			case cf.FDIV:
				sp--
				s[sp-1] = f2s(s2f(s[sp-1]) / s2f(s[sp]))
			case cf.DDIV:
				sp -= 2
				s[sp-2] = d2s(s2d(s[sp-2]) / s2d(s[sp]))
			case cf.FREM:
				sp--
				s[sp-1] = f2s(float32(math.Mod(float64(s2f(s[sp-1])), float64(s2f(s[sp])))))
			case cf.DREM:
				sp -= 2
				s[sp-2] = d2s(math.Mod(s2d(s[sp-2]), s2d(s[sp])))
			case cf.INEG:
				s[sp-1] = i2s(-int32(s[sp-1]))
			case cf.LNEG:
				s[sp-2] = uint64(-int64(s[sp-2]))
			case cf.FNEG:
				s[sp-1] = f2s(-s2f(s[sp-1]))
			case cf.DNEG:
				s[sp-2] = d2s(-s2d(s[sp-2]))
			case cf.ISHL:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) << (uint32(s[sp]) & 31))
			case cf.LSHL:
				sp--
				s[sp-2] = uint64(int64(s[sp-2]) << (uint32(s[sp]) & 63))
			case cf.ISHR:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) >> (uint32(s[sp]) & 31))
			case cf.LSHR:
				sp--
				s[sp-2] = uint64(int64(s[sp-2]) >> (uint32(s[sp]) & 63))
			case cf.IUSHR:
				sp--
				s[sp-1] = i2s(int32(uint32(s[sp-1]) >> (uint32(s[sp]) & 31)))
			case cf.LUSHR:
				sp--
				s[sp-2] = s[sp-2] >> (uint32(s[sp]) & 63)
			case cf.IAND:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) & int32(s[sp]))
			case cf.LAND:
				sp -= 2
				s[sp-2] &= s[sp]
			case cf.IOR:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) | int32(s[sp]))
			case cf.LOR:
				sp -= 2
				s[sp-2] |= s[sp]
			case cf.IXOR:
				sp--
				s[sp-1] = i2s(int32(s[sp-1]) ^ int32(s[sp]))
			case cf.LXOR:
				sp -= 2
				s[sp-2] ^= s[sp]
			case cf.IINC:
				l := base + in.A
				s[l] = i2s(int32(s[l]) + in.B)
			case cf.I2L:
				s[sp-1] = uint64(int64(int32(s[sp-1])))
				sp++
			case cf.I2F:
				s[sp-1] = f2s(float32(int32(s[sp-1])))
			case cf.I2D:
				s[sp-1] = d2s(float64(int32(s[sp-1])))
				sp++
			case cf.L2I:
				sp--
				s[sp-1] = i2s(int32(int64(s[sp-1])))
			case cf.L2F:
				sp--
				s[sp-1] = f2s(float32(int64(s[sp-1])))
			case cf.L2D:
				s[sp-2] = d2s(float64(int64(s[sp-2])))
			case cf.F2I:
				s[sp-1] = i2s(f2i(float64(s2f(s[sp-1]))))
			case cf.F2L:
				s[sp-1] = uint64(f2l(float64(s2f(s[sp-1]))))
				sp++
			case cf.F2D:
				s[sp-1] = d2s(float64(s2f(s[sp-1])))
				sp++
			case cf.D2I:
				sp--
				s[sp-1] = i2s(f2i(s2d(s[sp-1])))
			case cf.D2L:
				s[sp-2] = uint64(f2l(s2d(s[sp-2])))
			case cf.D2F:
				sp--
				s[sp-1] = f2s(float32(s2d(s[sp-1])))
			case cf.I2B:
				s[sp-1] = i2s(int32(int8(s[sp-1])))
			case cf.I2C:
				s[sp-1] = i2s(int32(uint16(s[sp-1])))
			case cf.I2S:
				s[sp-1] = i2s(int32(int16(s[sp-1])))
			case cf.LCMP:
				a, b := int64(s[sp-4]), int64(s[sp-2])
				sp -= 3
				s[sp-1] = i2s(cmp3(a < b, a > b))
			case cf.FCMPL, cf.FCMPG:
				a, b := s2f(s[sp-2]), s2f(s[sp-1])
				sp--
				if a != a || b != b {
					if in.Op == cf.FCMPL {
						s[sp-1] = i2s(-1)
					} else {
						s[sp-1] = i2s(1)
					}
				} else {
					s[sp-1] = i2s(cmp3(a < b, a > b))
				}
			case cf.DCMPL, cf.DCMPG:
				a, b := s2d(s[sp-4]), s2d(s[sp-2])
				sp -= 3
				if a != a || b != b {
					if in.Op == cf.DCMPL {
						s[sp-1] = i2s(-1)
					} else {
						s[sp-1] = i2s(1)
					}
				} else {
					s[sp-1] = i2s(cmp3(a < b, a > b))
				}
			case cf.IFEQ, cf.IFNE, cf.IFLT, cf.IFGE, cf.IFGT, cf.IFLE:
				sp--
				v := int32(s[sp])
				var jump bool
				switch in.Op {
				case cf.IFEQ:
					jump = v == 0
				case cf.IFNE:
					jump = v != 0
				case cf.IFLT:
					jump = v < 0
				case cf.IFGE:
					jump = v >= 0
				case cf.IFGT:
					jump = v > 0
				default:
					jump = v <= 0
				}
				if jump {
					if in.A <= pc && vm.opts.SpinBlock && t.spins(f, in.A, sp) {
						continue outer
					}
					pc = in.A
					continue
				}
			case cf.IF_ICMPEQ, cf.IF_ICMPNE, cf.IF_ICMPLT, cf.IF_ICMPGE, cf.IF_ICMPGT, cf.IF_ICMPLE:
				sp -= 2
				a, b := int32(s[sp]), int32(s[sp+1])
				var jump bool
				switch in.Op {
				case cf.IF_ICMPEQ:
					jump = a == b
				case cf.IF_ICMPNE:
					jump = a != b
				case cf.IF_ICMPLT:
					jump = a < b
				case cf.IF_ICMPGE:
					jump = a >= b
				case cf.IF_ICMPGT:
					jump = a > b
				default:
					jump = a <= b
				}
				if jump {
					if in.A <= pc && vm.opts.SpinBlock && t.spins(f, in.A, sp) {
						continue outer
					}
					pc = in.A
					continue
				}
			case cf.IF_ACMPEQ, cf.IF_ACMPNE:
				sp -= 2
				if (s[sp] == s[sp+1]) == (in.Op == cf.IF_ACMPEQ) {
					if in.A <= pc && vm.opts.SpinBlock && t.spins(f, in.A, sp) {
						continue outer
					}
					pc = in.A
					continue
				}
			case cf.IFNULL, cf.IFNONNULL:
				sp--
				if (s[sp] == 0) == (in.Op == cf.IFNULL) {
					if in.A <= pc && vm.opts.SpinBlock && t.spins(f, in.A, sp) {
						continue outer
					}
					pc = in.A
					continue
				}
			case cf.GOTO, cf.GOTO_W:
				if in.A <= pc && vm.opts.SpinBlock && t.spins(f, in.A, sp) {
					continue outer
				}
				pc = in.A
				continue
			case cf.TABLESWITCH:
				sp--
				k := int32(s[sp])
				st := in.Switch
				i := int64(k) - int64(st.Low)
				if i >= 0 && i < int64(len(st.Targets)) {
					pc = st.Targets[i]
				} else {
					pc = st.Default
				}
				continue
			case cf.LOOKUPSWITCH:
				sp--
				k := int32(s[sp])
				st := in.Switch
				pc = st.Default
				lo, hi := 0, len(st.Keys)
				for lo < hi {
					mid := (lo + hi) / 2
					switch {
					case st.Keys[mid] == k:
						pc = st.Targets[mid]
						lo, hi = 0, 0
					case st.Keys[mid] < k:
						lo = mid + 1
					default:
						hi = mid
					}
				}
				continue
			case cf.IRETURN, cf.FRETURN, cf.ARETURN, cf.LRETURN, cf.DRETURN, cf.RETURN:
				var v uint64
				if in.Op != cf.RETURN {
					if in.Op == cf.LRETURN || in.Op == cf.DRETURN {
						v = s[sp-2]
					} else {
						v = s[sp-1]
					}
				}
				f.pc, f.sp = pc, sp
				t.returnFromFrame(v)
				continue outer
			case cf.GETSTATIC, cf.PUTSTATIC:
				f.pc, f.sp = pc, sp
				fl, ok := t.resolveField(m.class, uint16(in.A), true)
				if !ok {
					continue outer
				}
				c := fl.class
				if !c.usableBy(t) {
					t.initClass(c) // then run the instruction again
					continue outer
				}
				if vm.sched != nil {
					kind := PointStaticRead
					if in.Op == cf.PUTSTATIC {
						kind = PointStaticWrite
					}
					if vm.point(t, vm.newPoint(Point{Kind: kind, Class: c, Field: fl})) {
						continue outer
					}
				}
				s = t.slots
				if in.Op == cf.GETSTATIC {
					s[sp] = c.statics[fl.slot]
					sp += int32(fl.kind.slots())
				} else {
					sp -= int32(fl.kind.slots())
					vm.writeStatic(c, fl.slot, s[sp])
				}
			case cf.GETFIELD:
				f.pc, f.sp = pc, sp
				fl, ok := t.resolveField(m.class, uint16(in.A), false)
				if !ok {
					continue outer
				}
				r := Ref(s[sp-1])
				if r == 0 {
					t.throwBytecodeNPE()
					continue outer
				}
				if vm.sched != nil && vm.point(t, vm.newPoint(Point{Kind: PointFieldRead, Object: r, Field: fl})) {
					continue outer
				}
				s[sp-1] = vm.heap.get(r).slots[fl.slot]
				if fl.kind == 'J' || fl.kind == 'D' {
					sp++
				}
			case cf.PUTFIELD:
				f.pc, f.sp = pc, sp
				fl, ok := t.resolveField(m.class, uint16(in.A), false)
				if !ok {
					continue outer
				}
				w := int32(fl.kind.slots())
				r := Ref(s[sp-w-1])
				if r == 0 {
					t.throwBytecodeNPE()
					continue outer
				}
				if vm.sched != nil && vm.point(t, vm.newPoint(Point{Kind: PointFieldWrite, Object: r, Field: fl})) {
					continue outer
				}
				vm.writeSlot(vm.heap.get(r), fl.slot, s[sp-w])
				sp -= w + 1
			case cf.INVOKEVIRTUAL, cf.INVOKESPECIAL, cf.INVOKESTATIC, cf.INVOKEINTERFACE:
				f.pc, f.sp = pc, sp
				t.invokeInsn(m.class, in)
				continue outer
			case cf.INVOKEDYNAMIC:
				f.pc, f.sp = pc, sp
				t.invokeDynamic(m.class, in)
				continue outer
			case cf.NEW:
				f.pc, f.sp = pc, sp
				c, ok := t.resolveClass(m.class, uint16(in.A))
				if !ok {
					continue outer
				}
				if c.IsInterface() || c.access&cf.AccAbstract != 0 {
					t.throwNew("java/lang/InstantiationError", c.JavaName())
					continue outer
				}
				if !c.usableBy(t) {
					t.initClass(c) // then run the instruction again
					continue outer
				}
				r := t.newObject(c)
				if r == 0 {
					continue outer
				}
				s = t.slots
				s[sp] = uint64(r)
				sp++
			case cf.NEWARRAY:
				n := int32(s[sp-1])
				f.pc, f.sp = pc, sp
				ac, err := vm.loadClass("[" + string(newarrayKinds[in.A]))
				if err != nil {
					t.linkFailed(err)
					continue outer
				}
				r := t.newArray(ac, n)
				if r == 0 {
					continue outer
				}
				s[sp-1] = uint64(r)
			case cf.ANEWARRAY:
				n := int32(s[sp-1])
				f.pc, f.sp = pc, sp
				c, ok := t.resolveClass(m.class, uint16(in.A))
				if !ok {
					continue outer
				}
				ac, err := vm.arrayOf(c)
				if err != nil {
					t.linkFailed(err)
					continue outer
				}
				r := t.newArray(ac, n)
				if r == 0 {
					continue outer
				}
				s[sp-1] = uint64(r)
			case cf.MULTIANEWARRAY:
				f.pc, f.sp = pc, sp
				c, ok := t.resolveClass(m.class, uint16(in.A))
				if !ok {
					continue outer
				}
				dims := make([]int32, in.B)
				for i := range dims {
					dims[i] = int32(s[sp-in.B+int32(i)])
				}
				r := t.newMultiArray(c, dims)
				if r == 0 {
					continue outer
				}
				s = t.slots
				sp -= in.B
				s[sp] = uint64(r)
				sp++
			case cf.ARRAYLENGTH:
				r := Ref(s[sp-1])
				if r == 0 {
					f.pc, f.sp = pc, sp
					t.throwBytecodeNPE()
					continue outer
				}
				s[sp-1] = i2s(int32(len(vm.heap.get(r).slots)))
			case cf.ATHROW:
				r := Ref(s[sp-1])
				f.pc, f.sp = pc, sp
				if r == 0 {
					t.throwBytecodeNPE()
					continue outer
				}
				t.throw(r)
				continue outer
			case cf.CHECKCAST:
				r := Ref(s[sp-1])
				if r != 0 {
					f.pc, f.sp = pc, sp
					c, ok := t.resolveClass(m.class, uint16(in.A))
					if !ok {
						continue outer
					}
					oc := vm.heap.get(r).class
					if !oc.isSubclassOf(c) {
						t.throwNew("java/lang/ClassCastException", classCastMessage(oc, c))
						continue outer
					}
				}
			case cf.INSTANCEOF:
				r := Ref(s[sp-1])
				if r != 0 {
					f.pc, f.sp = pc, sp
					c, ok := t.resolveClass(m.class, uint16(in.A))
					if !ok {
						continue outer
					}
					s[sp-1] = b2s(vm.heap.get(r).class.isSubclassOf(c))
				}
			case cf.MONITORENTER:
				r := Ref(s[sp-1])
				f.pc, f.sp = pc, sp
				if r == 0 {
					t.throwBytecodeNPE()
					continue outer
				}
				if vm.sched != nil && vm.point(t, vm.newPoint(Point{Kind: PointLock, Object: r})) {
					continue outer
				}
				if !t.monitorEnter(r) {
					continue outer
				}
				sp--
			case cf.MONITOREXIT:
				r := Ref(s[sp-1])
				f.pc, f.sp = pc, sp
				if r == 0 {
					t.throwBytecodeNPE()
					continue outer
				}
				if vm.sched != nil && vm.point(t, vm.newPoint(Point{Kind: PointRelease, Object: r})) {
					continue outer
				}
				if !t.monitorExit(r) {
					continue outer
				}
				sp--
			default:
				f.pc, f.sp = pc, sp
				vm.unsupportedf("bytecode %s in %s", in.Op, m)
				return executed
			}
			pc++
		}
		f.pc, f.sp = pc, sp
	}
	return executed
}

// Slot conversions (see the package doc).
func i2s(v int32) uint64   { return uint64(uint32(v)) }
func f2s(v float32) uint64 { return uint64(math.Float32bits(v)) }
func d2s(v float64) uint64 { return math.Float64bits(v) }
func s2f(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func s2d(v uint64) float64 { return math.Float64frombits(v) }
func b2s(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func cmp3(less, greater bool) int32 {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

// f2i converts with Java's rules: NaN is 0, out-of-range values saturate.
func f2i(v float64) int32 {
	switch {
	case v != v:
		return 0
	case v >= math.MaxInt32:
		return math.MaxInt32
	case v <= math.MinInt32:
		return math.MinInt32
	}
	return int32(v)
}

// f2l converts with Java's rules: NaN is 0, out-of-range values saturate.
func f2l(v float64) int64 {
	switch {
	case v != v:
		return 0
	case v >= math.MaxInt64:
		return math.MaxInt64
	case v <= math.MinInt64:
		return math.MinInt64
	}
	return int64(v)
}

// newarrayKinds maps newarray's atype operand to the element descriptor.
var newarrayKinds = [...]byte{4: 'Z', 5: 'C', 6: 'F', 7: 'D', 8: 'B', 9: 'S', 10: 'I', 11: 'J'}
