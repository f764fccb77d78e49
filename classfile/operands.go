package classfile

// checkOperands checks that every constant-pool operand of the decoded code
// names an entry of the kind its opcode requires, so that the interpreter
// can resolve operands without re-checking them.
func checkOperands(cp *ConstantPool, insns []Instruction, base int64) error {
	for i := range insns {
		in := &insns[i]
		var want []Tag
		switch in.Op {
		case LDC, LDC_W:
			want = ldcTags
		case LDC2_W:
			want = ldc2Tags
		case GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD:
			want = fieldTags
		case INVOKEVIRTUAL:
			want = methodTags
		case INVOKESPECIAL, INVOKESTATIC:
			want = anyMethodTags
		case INVOKEINTERFACE:
			want = interfaceMethodTags
		case INVOKEDYNAMIC:
			want = indyTags
		case NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, MULTIANEWARRAY:
			want = classTags
		default:
			continue
		}
		if err := cp.expect(uint16(in.A), want...); err != nil {
			return formatErr(base+int64(in.PC), "%s operand: %v", in.Op, err)
		}
		if in.Op == MULTIANEWARRAY && in.B < 1 {
			return formatErr(base+int64(in.PC), "multianewarray with %d dimensions", in.B)
		}
	}
	return nil
}

// Read-only operand kinds per opcode group.
var (
	ldcTags             = []Tag{TagInteger, TagFloat, TagString, TagClass, TagMethodType, TagMethodHandle, TagDynamic}
	ldc2Tags            = []Tag{TagLong, TagDouble, TagDynamic}
	fieldTags           = []Tag{TagFieldref}
	methodTags          = []Tag{TagMethodref}
	anyMethodTags       = []Tag{TagMethodref, TagInterfaceMethodref}
	interfaceMethodTags = []Tag{TagInterfaceMethodref}
	indyTags            = []Tag{TagInvokeDynamic}
	classTags           = []Tag{TagClass}
)
