package classfile

import "math/bits"

// maxCodeLength is the largest code array a method may have (JVMS §4.7.3:
// code_length must be less than 65536).
const maxCodeLength = 65535

// DecodeCode decodes the code array of a method into Instructions, one per
// instruction, in order. base is the offset of code[0] in the class file;
// every error is a *FormatError whose Offset is base plus the byte offset of
// the offending instruction (of its wide prefix, if it has one), or base
// itself for an empty or oversized code array.
//
// Branch and switch targets are converted from byte offsets to instruction
// indices; a target outside the code array or not at the start of an
// instruction is an error. Besides the layout of the operands (JVMS §6.5,
// §4.7.3), DecodeCode checks the static constraints of JVMS §4.9.1 that need
// no constant pool: only defined, non-reserved opcodes; wide only before
// iload…aload, istore…astore, ret and iinc; tableswitch with high >= low;
// lookupswitch with npairs >= 0 and strictly increasing keys (javac always
// sorts them, and the interpreter may then binary-search Keys); newarray
// with an array type from 4 (T_BOOLEAN) to 11 (T_LONG); invokeinterface
// with a non-zero count; multianewarray with at least one dimension.
// It is lenient where the bytes carry no meaning: the values of the
// switch padding bytes, of invokeinterface's fourth byte and of
// invokedynamic's third and fourth bytes are ignored.
//
// DecodeCode never allocates more than a small multiple of len(code): the
// length of every switch table is checked against the bytes that remain
// before anything is allocated for it.
func DecodeCode(code []byte, base int64) ([]Instruction, error) {
	if len(code) == 0 {
		return nil, formatErr(base, "empty code array, want at least one instruction")
	}
	if len(code) > maxCodeLength {
		return nil, formatErr(base, "code array of %d bytes, want at most %d", len(code), maxCodeLength)
	}
	// The first pass validates the layout, counts the instructions, so that
	// the result is allocated once and exactly, and marks where each
	// instruction starts, so that the second pass, which decodes the
	// operands, can turn every jump target into an instruction index at
	// once. Methods of up to 4 KiB, nearly all of them, keep the marks on
	// the stack.
	var bitsBuf [64]uint64
	var rankBuf [64]uint16
	st := starts{bits: bitsBuf[:], rank: rankBuf[:]}
	if words := (len(code) + 63) / 64; words > len(bitsBuf) {
		st.bits, st.rank = make([]uint64, words), make([]uint16, words)
	} else {
		st.bits, st.rank = st.bits[:words], st.rank[:words]
	}
	n, err := countInstructions(code, base, st.bits)
	if err != nil {
		return nil, err
	}
	insns := make([]Instruction, n)
	pc := 0
	for i := range insns {
		in := &insns[i]
		op := Opcode(code[pc])
		in.Op = op
		in.PC = uint32(pc)
		switch opFormat[op] {
		case fmtNone:
			pc++
		case fmtS1:
			in.A = int32(int8(code[pc+1]))
			pc += 2
		case fmtCP1, fmtLocal:
			in.A = int32(code[pc+1])
			pc += 2
		case fmtS2:
			in.A = int32(int16(u16(code, pc+1)))
			pc += 3
		case fmtCP2:
			in.A = int32(u16(code, pc+1))
			pc += 3
		case fmtIinc:
			in.A = int32(code[pc+1])
			in.B = int32(int8(code[pc+2]))
			pc += 3
		case fmtBranch2:
			if in.A, err = st.target(code, base, pc, int64(int16(u16(code, pc+1)))); err != nil {
				return nil, err
			}
			pc += 3
		case fmtBranch4:
			if in.A, err = st.target(code, base, pc, int64(int32(u32(code, pc+1)))); err != nil {
				return nil, err
			}
			pc += 5
		case fmtNewarray:
			atype := code[pc+1]
			if atype < 4 || atype > 11 {
				return nil, formatErr(base+int64(pc), "newarray at pc %d: array type %d, want 4 (T_BOOLEAN) to 11 (T_LONG)", pc, atype)
			}
			in.A = int32(atype)
			pc += 2
		case fmtInvokeinterface:
			in.A = int32(u16(code, pc+1))
			in.B = int32(code[pc+3])
			if in.B == 0 {
				return nil, formatErr(base+int64(pc), "invokeinterface at pc %d: count 0, want at least 1", pc)
			}
			pc += 5
		case fmtInvokedynamic:
			in.A = int32(u16(code, pc+1))
			pc += 5
		case fmtMultianewarray:
			in.A = int32(u16(code, pc+1))
			in.B = int32(code[pc+3])
			if in.B == 0 {
				return nil, formatErr(base+int64(pc), "multianewarray at pc %d: 0 dimensions, want at least 1", pc)
			}
			pc += 4
		case fmtWide:
			op = Opcode(code[pc+1])
			in.Op = op
			in.Wide = true
			in.A = int32(u16(code, pc+2))
			if op == IINC {
				in.B = int32(int16(u16(code, pc+4)))
				pc += 6
			} else {
				pc += 4
			}
		case fmtTableswitch:
			if pc, err = st.decodeTableswitch(code, base, pc, in); err != nil {
				return nil, err
			}
		case fmtLookupswitch:
			if pc, err = st.decodeLookupswitch(code, base, pc, in); err != nil {
				return nil, err
			}
		}
	}
	return insns, nil
}

// opFormat and opLength are opInfo's formats, and the fixedLength of
// each, flattened for the decoding loops.
var (
	opFormat = func() (t [256]operandFormat) {
		for i := range t {
			t[i] = opInfo[i].format
		}
		return t
	}()
	opLength = func() (t [256]uint8) {
		for i := range t {
			t[i] = fixedLength[opInfo[i].format]
		}
		return t
	}()
)

// starts marks the byte offsets at which instructions start: bit pc%64 of
// bits[pc/64]. rank[w] is the number of instructions that start before
// byte 64*w; it is filled in when the first jump needs it.
type starts struct {
	bits   []uint64
	rank   []uint16
	ranked bool
}

// target checks that the jump at pc by offset lands on the start of an
// instruction and returns that instruction's index.
func (s *starts) target(code []byte, base int64, pc int, offset int64) (int32, error) {
	t := int64(pc) + offset
	if t < 0 || t >= int64(len(code)) {
		return 0, formatErr(base+int64(pc), "%v at pc %d: branch target %d is outside the code array [0, %d)", Opcode(code[pc]), pc, t, len(code))
	}
	w, b := t>>6, uint(t&63)
	word := s.bits[w]
	if word>>b&1 == 0 {
		return 0, formatErr(base+int64(pc), "%v at pc %d: branch target %d is not the start of an instruction", Opcode(code[pc]), pc, t)
	}
	if !s.ranked {
		n := uint16(0)
		for k, x := range s.bits {
			s.rank[k] = n
			n += uint16(bits.OnesCount64(x))
		}
		s.ranked = true
	}
	return int32(s.rank[w]) + int32(bits.OnesCount64(word&(1<<b-1))), nil
}

// u16 and u32 read big-endian operands; the caller has checked the bounds.
func u16(code []byte, i int) uint16 {
	return uint16(code[i])<<8 | uint16(code[i+1])
}

func u32(code []byte, i int) uint32 {
	return uint32(code[i])<<24 | uint32(code[i+1])<<16 | uint32(code[i+2])<<8 | uint32(code[i+3])
}

// switchOperands returns the offset of the first operand of the switch at
// pc: after the opcode and 0 to 3 padding bytes, at a multiple of four
// bytes from the start of the code array.
func switchOperands(pc int) int {
	return (pc + 4) &^ 3
}

// countInstructions checks that code is a sequence of well-formed
// instructions, each complete, marks where each starts in starts, and
// returns how many there are.
func countInstructions(code []byte, base int64, starts []uint64) (int, error) {
	n := 0
	for pc := 0; pc < len(code); n++ {
		starts[pc>>6] |= 1 << uint(pc&63)
		op := Opcode(code[pc])
		l := int(opLength[op])
		if l == 0 {
			var err error
			if l, err = variableLength(code, base, pc); err != nil {
				return 0, err
			}
		} else if pc+l > len(code) {
			return 0, truncated(code, base, pc, op, int64(l))
		}
		pc += l
	}
	return n, nil
}

// variableLength returns the length of the instruction at pc whose format
// has no fixed length: wide, the switches; and reports undefined and
// reserved opcodes.
func variableLength(code []byte, base int64, pc int) (int, error) {
	op := Opcode(code[pc])
	off := base + int64(pc)
	switch opInfo[op].format {
	case fmtWide:
		if pc+1 >= len(code) {
			return 0, formatErr(off, "truncated wide at pc %d: want an opcode after it, the code array ends", pc)
		}
		l := 4
		switch next := Opcode(code[pc+1]); {
		case next == IINC:
			l = 6
		case next >= ILOAD && next <= ALOAD, next >= ISTORE && next <= ASTORE, next == RET:
		default:
			return 0, formatErr(off, "wide at pc %d followed by %v, want iload…aload, istore…astore, ret or iinc", pc, next)
		}
		if pc+l > len(code) {
			return 0, formatErr(off, "truncated wide %v at pc %d: want %d bytes, the code array has %d left", Opcode(code[pc+1]), pc, l, len(code)-pc)
		}
		return l, nil
	case fmtTableswitch:
		p := switchOperands(pc)
		if p+12 > len(code) {
			return 0, truncated(code, base, pc, op, int64(p+12-pc))
		}
		low, high := int32(u32(code, p+4)), int32(u32(code, p+8))
		if high < low {
			return 0, formatErr(off, "tableswitch at pc %d: high %d < low %d", pc, high, low)
		}
		end := int64(p) + 12 + 4*(int64(high)-int64(low)+1)
		if end > int64(len(code)) {
			return 0, truncated(code, base, pc, op, end-int64(pc))
		}
		return int(end) - pc, nil
	case fmtLookupswitch:
		p := switchOperands(pc)
		if p+8 > len(code) {
			return 0, truncated(code, base, pc, op, int64(p+8-pc))
		}
		npairs := int32(u32(code, p+4))
		if npairs < 0 {
			return 0, formatErr(off, "lookupswitch at pc %d: npairs %d, want >= 0", pc, npairs)
		}
		end := int64(p) + 8 + 8*int64(npairs)
		if end > int64(len(code)) {
			return 0, truncated(code, base, pc, op, end-int64(pc))
		}
		return int(end) - pc, nil
	case fmtReserved:
		return 0, formatErr(off, "reserved opcode %v (0x%02x) at pc %d, not allowed in a class file", op, uint8(op), pc)
	}
	return 0, formatErr(off, "undefined opcode 0x%02x at pc %d", uint8(op), pc)
}

func truncated(code []byte, base int64, pc int, op Opcode, want int64) *FormatError {
	return formatErr(base+int64(pc), "truncated %v at pc %d: want %d bytes, the code array has %d left", op, pc, want, len(code)-pc)
}

// decodeTableswitch decodes the tableswitch at pc, which countInstructions
// has checked, into in.Switch and returns the offset of the next
// instruction.
func (st *starts) decodeTableswitch(code []byte, base int64, pc int, in *Instruction) (int, error) {
	p := switchOperands(pc)
	s := &SwitchTable{}
	def, err := st.target(code, base, pc, int64(int32(u32(code, p))))
	if err != nil {
		return 0, err
	}
	s.Default = def
	s.Low = int32(u32(code, p+4))
	high := int32(u32(code, p+8))
	n := int(int64(high) - int64(s.Low) + 1)
	s.Targets = make([]int32, n)
	p += 12
	for k := range s.Targets {
		if s.Targets[k], err = st.target(code, base, pc, int64(int32(u32(code, p)))); err != nil {
			return 0, err
		}
		p += 4
	}
	in.Switch = s
	return p, nil
}

// decodeLookupswitch decodes the lookupswitch at pc, which
// countInstructions has checked, into in.Switch and returns the offset of
// the next instruction.
func (st *starts) decodeLookupswitch(code []byte, base int64, pc int, in *Instruction) (int, error) {
	p := switchOperands(pc)
	s := &SwitchTable{}
	def, err := st.target(code, base, pc, int64(int32(u32(code, p))))
	if err != nil {
		return 0, err
	}
	s.Default = def
	n := int(int32(u32(code, p+4)))
	buf := make([]int32, 2*n)
	s.Keys, s.Targets = buf[:n:n], buf[n:]
	p += 8
	for k := range n {
		key := int32(u32(code, p))
		if k > 0 && key <= s.Keys[k-1] {
			return 0, formatErr(base+int64(pc), "lookupswitch at pc %d: key %d after %d, want strictly increasing keys", pc, key, s.Keys[k-1])
		}
		s.Keys[k] = key
		if s.Targets[k], err = st.target(code, base, pc, int64(int32(u32(code, p+4)))); err != nil {
			return 0, err
		}
		p += 8
	}
	in.Switch = s
	return p, nil
}
