package classfile

import (
	"strconv"
	"strings"
)

// The opcodes of JVMS SE 17 §6.5, named as in the specification's §7
// listing, upper-cased: an interpreter's switch reads like the
// specification and every name can be grepped for in it. BREAKPOINT,
// IMPDEP1 and IMPDEP2 are reserved for debuggers and JVM implementations
// (JVMS §6.2); they have names but must not appear in a class file, and
// DecodeCode rejects them.
const (
	NOP             Opcode = 0x00
	ACONST_NULL     Opcode = 0x01
	ICONST_M1       Opcode = 0x02
	ICONST_0        Opcode = 0x03
	ICONST_1        Opcode = 0x04
	ICONST_2        Opcode = 0x05
	ICONST_3        Opcode = 0x06
	ICONST_4        Opcode = 0x07
	ICONST_5        Opcode = 0x08
	LCONST_0        Opcode = 0x09
	LCONST_1        Opcode = 0x0a
	FCONST_0        Opcode = 0x0b
	FCONST_1        Opcode = 0x0c
	FCONST_2        Opcode = 0x0d
	DCONST_0        Opcode = 0x0e
	DCONST_1        Opcode = 0x0f
	BIPUSH          Opcode = 0x10
	SIPUSH          Opcode = 0x11
	LDC             Opcode = 0x12
	LDC_W           Opcode = 0x13
	LDC2_W          Opcode = 0x14
	ILOAD           Opcode = 0x15
	LLOAD           Opcode = 0x16
	FLOAD           Opcode = 0x17
	DLOAD           Opcode = 0x18
	ALOAD           Opcode = 0x19
	ILOAD_0         Opcode = 0x1a
	ILOAD_1         Opcode = 0x1b
	ILOAD_2         Opcode = 0x1c
	ILOAD_3         Opcode = 0x1d
	LLOAD_0         Opcode = 0x1e
	LLOAD_1         Opcode = 0x1f
	LLOAD_2         Opcode = 0x20
	LLOAD_3         Opcode = 0x21
	FLOAD_0         Opcode = 0x22
	FLOAD_1         Opcode = 0x23
	FLOAD_2         Opcode = 0x24
	FLOAD_3         Opcode = 0x25
	DLOAD_0         Opcode = 0x26
	DLOAD_1         Opcode = 0x27
	DLOAD_2         Opcode = 0x28
	DLOAD_3         Opcode = 0x29
	ALOAD_0         Opcode = 0x2a
	ALOAD_1         Opcode = 0x2b
	ALOAD_2         Opcode = 0x2c
	ALOAD_3         Opcode = 0x2d
	IALOAD          Opcode = 0x2e
	LALOAD          Opcode = 0x2f
	FALOAD          Opcode = 0x30
	DALOAD          Opcode = 0x31
	AALOAD          Opcode = 0x32
	BALOAD          Opcode = 0x33
	CALOAD          Opcode = 0x34
	SALOAD          Opcode = 0x35
	ISTORE          Opcode = 0x36
	LSTORE          Opcode = 0x37
	FSTORE          Opcode = 0x38
	DSTORE          Opcode = 0x39
	ASTORE          Opcode = 0x3a
	ISTORE_0        Opcode = 0x3b
	ISTORE_1        Opcode = 0x3c
	ISTORE_2        Opcode = 0x3d
	ISTORE_3        Opcode = 0x3e
	LSTORE_0        Opcode = 0x3f
	LSTORE_1        Opcode = 0x40
	LSTORE_2        Opcode = 0x41
	LSTORE_3        Opcode = 0x42
	FSTORE_0        Opcode = 0x43
	FSTORE_1        Opcode = 0x44
	FSTORE_2        Opcode = 0x45
	FSTORE_3        Opcode = 0x46
	DSTORE_0        Opcode = 0x47
	DSTORE_1        Opcode = 0x48
	DSTORE_2        Opcode = 0x49
	DSTORE_3        Opcode = 0x4a
	ASTORE_0        Opcode = 0x4b
	ASTORE_1        Opcode = 0x4c
	ASTORE_2        Opcode = 0x4d
	ASTORE_3        Opcode = 0x4e
	IASTORE         Opcode = 0x4f
	LASTORE         Opcode = 0x50
	FASTORE         Opcode = 0x51
	DASTORE         Opcode = 0x52
	AASTORE         Opcode = 0x53
	BASTORE         Opcode = 0x54
	CASTORE         Opcode = 0x55
	SASTORE         Opcode = 0x56
	POP             Opcode = 0x57
	POP2            Opcode = 0x58
	DUP             Opcode = 0x59
	DUP_X1          Opcode = 0x5a
	DUP_X2          Opcode = 0x5b
	DUP2            Opcode = 0x5c
	DUP2_X1         Opcode = 0x5d
	DUP2_X2         Opcode = 0x5e
	SWAP            Opcode = 0x5f
	IADD            Opcode = 0x60
	LADD            Opcode = 0x61
	FADD            Opcode = 0x62
	DADD            Opcode = 0x63
	ISUB            Opcode = 0x64
	LSUB            Opcode = 0x65
	FSUB            Opcode = 0x66
	DSUB            Opcode = 0x67
	IMUL            Opcode = 0x68
	LMUL            Opcode = 0x69
	FMUL            Opcode = 0x6a
	DMUL            Opcode = 0x6b
	IDIV            Opcode = 0x6c
	LDIV            Opcode = 0x6d
	FDIV            Opcode = 0x6e
	DDIV            Opcode = 0x6f
	IREM            Opcode = 0x70
	LREM            Opcode = 0x71
	FREM            Opcode = 0x72
	DREM            Opcode = 0x73
	INEG            Opcode = 0x74
	LNEG            Opcode = 0x75
	FNEG            Opcode = 0x76
	DNEG            Opcode = 0x77
	ISHL            Opcode = 0x78
	LSHL            Opcode = 0x79
	ISHR            Opcode = 0x7a
	LSHR            Opcode = 0x7b
	IUSHR           Opcode = 0x7c
	LUSHR           Opcode = 0x7d
	IAND            Opcode = 0x7e
	LAND            Opcode = 0x7f
	IOR             Opcode = 0x80
	LOR             Opcode = 0x81
	IXOR            Opcode = 0x82
	LXOR            Opcode = 0x83
	IINC            Opcode = 0x84
	I2L             Opcode = 0x85
	I2F             Opcode = 0x86
	I2D             Opcode = 0x87
	L2I             Opcode = 0x88
	L2F             Opcode = 0x89
	L2D             Opcode = 0x8a
	F2I             Opcode = 0x8b
	F2L             Opcode = 0x8c
	F2D             Opcode = 0x8d
	D2I             Opcode = 0x8e
	D2L             Opcode = 0x8f
	D2F             Opcode = 0x90
	I2B             Opcode = 0x91
	I2C             Opcode = 0x92
	I2S             Opcode = 0x93
	LCMP            Opcode = 0x94
	FCMPL           Opcode = 0x95
	FCMPG           Opcode = 0x96
	DCMPL           Opcode = 0x97
	DCMPG           Opcode = 0x98
	IFEQ            Opcode = 0x99
	IFNE            Opcode = 0x9a
	IFLT            Opcode = 0x9b
	IFGE            Opcode = 0x9c
	IFGT            Opcode = 0x9d
	IFLE            Opcode = 0x9e
	IF_ICMPEQ       Opcode = 0x9f
	IF_ICMPNE       Opcode = 0xa0
	IF_ICMPLT       Opcode = 0xa1
	IF_ICMPGE       Opcode = 0xa2
	IF_ICMPGT       Opcode = 0xa3
	IF_ICMPLE       Opcode = 0xa4
	IF_ACMPEQ       Opcode = 0xa5
	IF_ACMPNE       Opcode = 0xa6
	GOTO            Opcode = 0xa7
	JSR             Opcode = 0xa8
	RET             Opcode = 0xa9
	TABLESWITCH     Opcode = 0xaa
	LOOKUPSWITCH    Opcode = 0xab
	IRETURN         Opcode = 0xac
	LRETURN         Opcode = 0xad
	FRETURN         Opcode = 0xae
	DRETURN         Opcode = 0xaf
	ARETURN         Opcode = 0xb0
	RETURN          Opcode = 0xb1
	GETSTATIC       Opcode = 0xb2
	PUTSTATIC       Opcode = 0xb3
	GETFIELD        Opcode = 0xb4
	PUTFIELD        Opcode = 0xb5
	INVOKEVIRTUAL   Opcode = 0xb6
	INVOKESPECIAL   Opcode = 0xb7
	INVOKESTATIC    Opcode = 0xb8
	INVOKEINTERFACE Opcode = 0xb9
	INVOKEDYNAMIC   Opcode = 0xba
	NEW             Opcode = 0xbb
	NEWARRAY        Opcode = 0xbc
	ANEWARRAY       Opcode = 0xbd
	ARRAYLENGTH     Opcode = 0xbe
	ATHROW          Opcode = 0xbf
	CHECKCAST       Opcode = 0xc0
	INSTANCEOF      Opcode = 0xc1
	MONITORENTER    Opcode = 0xc2
	MONITOREXIT     Opcode = 0xc3
	WIDE            Opcode = 0xc4
	MULTIANEWARRAY  Opcode = 0xc5
	IFNULL          Opcode = 0xc6
	IFNONNULL       Opcode = 0xc7
	GOTO_W          Opcode = 0xc8
	JSR_W           Opcode = 0xc9
	BREAKPOINT      Opcode = 0xca
	IMPDEP1         Opcode = 0xfe
	IMPDEP2         Opcode = 0xff
)

// operandFormat says how the bytes after an opcode are laid out.
type operandFormat uint8

const (
	fmtInvalid         operandFormat = iota // no such opcode
	fmtNone                                 // no operands
	fmtS1                                   // bipush: s1 constant
	fmtS2                                   // sipush: s2 constant
	fmtCP1                                  // ldc: u1 constant-pool index
	fmtCP2                                  // u2 constant-pool index
	fmtLocal                                // u1 local index; u2 after wide
	fmtIinc                                 // u1 index, s1 const; u2 index, s2 const after wide
	fmtBranch2                              // s2 branch offset
	fmtBranch4                              // s4 branch offset
	fmtTableswitch                          // padding, default, low, high, offsets
	fmtLookupswitch                         // padding, default, npairs, (match, offset) pairs
	fmtInvokeinterface                      // u2 constant-pool index, u1 count, u1 zero
	fmtInvokedynamic                        // u2 constant-pool index, two zero bytes
	fmtNewarray                             // u1 array type
	fmtMultianewarray                       // u2 constant-pool index, u1 dimensions
	fmtWide                                 // wide prefix: the next opcode has wide operands
	fmtReserved                             // breakpoint, impdep1, impdep2
)

// fixedLength is the length in bytes (opcode included) of an instruction
// of each format; 0 for the formats whose length depends on the operands
// (switches, wide) or that are not allowed (invalid, reserved).
var fixedLength = [...]uint8{
	fmtInvalid:         0,
	fmtNone:            1,
	fmtS1:              2,
	fmtS2:              3,
	fmtCP1:             2,
	fmtCP2:             3,
	fmtLocal:           2,
	fmtIinc:            3,
	fmtBranch2:         3,
	fmtBranch4:         5,
	fmtTableswitch:     0,
	fmtLookupswitch:    0,
	fmtInvokeinterface: 5,
	fmtInvokedynamic:   5,
	fmtNewarray:        2,
	fmtMultianewarray:  4,
	fmtWide:            0,
	fmtReserved:        0,
}

// opInfo gives, for every opcode, its mnemonic as javap prints it and the
// layout of its operands. Undefined opcodes have the zero entry.
var opInfo = [256]struct {
	name   string
	format operandFormat
}{
	NOP:             {"nop", fmtNone},
	ACONST_NULL:     {"aconst_null", fmtNone},
	ICONST_M1:       {"iconst_m1", fmtNone},
	ICONST_0:        {"iconst_0", fmtNone},
	ICONST_1:        {"iconst_1", fmtNone},
	ICONST_2:        {"iconst_2", fmtNone},
	ICONST_3:        {"iconst_3", fmtNone},
	ICONST_4:        {"iconst_4", fmtNone},
	ICONST_5:        {"iconst_5", fmtNone},
	LCONST_0:        {"lconst_0", fmtNone},
	LCONST_1:        {"lconst_1", fmtNone},
	FCONST_0:        {"fconst_0", fmtNone},
	FCONST_1:        {"fconst_1", fmtNone},
	FCONST_2:        {"fconst_2", fmtNone},
	DCONST_0:        {"dconst_0", fmtNone},
	DCONST_1:        {"dconst_1", fmtNone},
	BIPUSH:          {"bipush", fmtS1},
	SIPUSH:          {"sipush", fmtS2},
	LDC:             {"ldc", fmtCP1},
	LDC_W:           {"ldc_w", fmtCP2},
	LDC2_W:          {"ldc2_w", fmtCP2},
	ILOAD:           {"iload", fmtLocal},
	LLOAD:           {"lload", fmtLocal},
	FLOAD:           {"fload", fmtLocal},
	DLOAD:           {"dload", fmtLocal},
	ALOAD:           {"aload", fmtLocal},
	ILOAD_0:         {"iload_0", fmtNone},
	ILOAD_1:         {"iload_1", fmtNone},
	ILOAD_2:         {"iload_2", fmtNone},
	ILOAD_3:         {"iload_3", fmtNone},
	LLOAD_0:         {"lload_0", fmtNone},
	LLOAD_1:         {"lload_1", fmtNone},
	LLOAD_2:         {"lload_2", fmtNone},
	LLOAD_3:         {"lload_3", fmtNone},
	FLOAD_0:         {"fload_0", fmtNone},
	FLOAD_1:         {"fload_1", fmtNone},
	FLOAD_2:         {"fload_2", fmtNone},
	FLOAD_3:         {"fload_3", fmtNone},
	DLOAD_0:         {"dload_0", fmtNone},
	DLOAD_1:         {"dload_1", fmtNone},
	DLOAD_2:         {"dload_2", fmtNone},
	DLOAD_3:         {"dload_3", fmtNone},
	ALOAD_0:         {"aload_0", fmtNone},
	ALOAD_1:         {"aload_1", fmtNone},
	ALOAD_2:         {"aload_2", fmtNone},
	ALOAD_3:         {"aload_3", fmtNone},
	IALOAD:          {"iaload", fmtNone},
	LALOAD:          {"laload", fmtNone},
	FALOAD:          {"faload", fmtNone},
	DALOAD:          {"daload", fmtNone},
	AALOAD:          {"aaload", fmtNone},
	BALOAD:          {"baload", fmtNone},
	CALOAD:          {"caload", fmtNone},
	SALOAD:          {"saload", fmtNone},
	ISTORE:          {"istore", fmtLocal},
	LSTORE:          {"lstore", fmtLocal},
	FSTORE:          {"fstore", fmtLocal},
	DSTORE:          {"dstore", fmtLocal},
	ASTORE:          {"astore", fmtLocal},
	ISTORE_0:        {"istore_0", fmtNone},
	ISTORE_1:        {"istore_1", fmtNone},
	ISTORE_2:        {"istore_2", fmtNone},
	ISTORE_3:        {"istore_3", fmtNone},
	LSTORE_0:        {"lstore_0", fmtNone},
	LSTORE_1:        {"lstore_1", fmtNone},
	LSTORE_2:        {"lstore_2", fmtNone},
	LSTORE_3:        {"lstore_3", fmtNone},
	FSTORE_0:        {"fstore_0", fmtNone},
	FSTORE_1:        {"fstore_1", fmtNone},
	FSTORE_2:        {"fstore_2", fmtNone},
	FSTORE_3:        {"fstore_3", fmtNone},
	DSTORE_0:        {"dstore_0", fmtNone},
	DSTORE_1:        {"dstore_1", fmtNone},
	DSTORE_2:        {"dstore_2", fmtNone},
	DSTORE_3:        {"dstore_3", fmtNone},
	ASTORE_0:        {"astore_0", fmtNone},
	ASTORE_1:        {"astore_1", fmtNone},
	ASTORE_2:        {"astore_2", fmtNone},
	ASTORE_3:        {"astore_3", fmtNone},
	IASTORE:         {"iastore", fmtNone},
	LASTORE:         {"lastore", fmtNone},
	FASTORE:         {"fastore", fmtNone},
	DASTORE:         {"dastore", fmtNone},
	AASTORE:         {"aastore", fmtNone},
	BASTORE:         {"bastore", fmtNone},
	CASTORE:         {"castore", fmtNone},
	SASTORE:         {"sastore", fmtNone},
	POP:             {"pop", fmtNone},
	POP2:            {"pop2", fmtNone},
	DUP:             {"dup", fmtNone},
	DUP_X1:          {"dup_x1", fmtNone},
	DUP_X2:          {"dup_x2", fmtNone},
	DUP2:            {"dup2", fmtNone},
	DUP2_X1:         {"dup2_x1", fmtNone},
	DUP2_X2:         {"dup2_x2", fmtNone},
	SWAP:            {"swap", fmtNone},
	IADD:            {"iadd", fmtNone},
	LADD:            {"ladd", fmtNone},
	FADD:            {"fadd", fmtNone},
	DADD:            {"dadd", fmtNone},
	ISUB:            {"isub", fmtNone},
	LSUB:            {"lsub", fmtNone},
	FSUB:            {"fsub", fmtNone},
	DSUB:            {"dsub", fmtNone},
	IMUL:            {"imul", fmtNone},
	LMUL:            {"lmul", fmtNone},
	FMUL:            {"fmul", fmtNone},
	DMUL:            {"dmul", fmtNone},
	IDIV:            {"idiv", fmtNone},
	LDIV:            {"ldiv", fmtNone},
	FDIV:            {"fdiv", fmtNone},
	DDIV:            {"ddiv", fmtNone},
	IREM:            {"irem", fmtNone},
	LREM:            {"lrem", fmtNone},
	FREM:            {"frem", fmtNone},
	DREM:            {"drem", fmtNone},
	INEG:            {"ineg", fmtNone},
	LNEG:            {"lneg", fmtNone},
	FNEG:            {"fneg", fmtNone},
	DNEG:            {"dneg", fmtNone},
	ISHL:            {"ishl", fmtNone},
	LSHL:            {"lshl", fmtNone},
	ISHR:            {"ishr", fmtNone},
	LSHR:            {"lshr", fmtNone},
	IUSHR:           {"iushr", fmtNone},
	LUSHR:           {"lushr", fmtNone},
	IAND:            {"iand", fmtNone},
	LAND:            {"land", fmtNone},
	IOR:             {"ior", fmtNone},
	LOR:             {"lor", fmtNone},
	IXOR:            {"ixor", fmtNone},
	LXOR:            {"lxor", fmtNone},
	IINC:            {"iinc", fmtIinc},
	I2L:             {"i2l", fmtNone},
	I2F:             {"i2f", fmtNone},
	I2D:             {"i2d", fmtNone},
	L2I:             {"l2i", fmtNone},
	L2F:             {"l2f", fmtNone},
	L2D:             {"l2d", fmtNone},
	F2I:             {"f2i", fmtNone},
	F2L:             {"f2l", fmtNone},
	F2D:             {"f2d", fmtNone},
	D2I:             {"d2i", fmtNone},
	D2L:             {"d2l", fmtNone},
	D2F:             {"d2f", fmtNone},
	I2B:             {"i2b", fmtNone},
	I2C:             {"i2c", fmtNone},
	I2S:             {"i2s", fmtNone},
	LCMP:            {"lcmp", fmtNone},
	FCMPL:           {"fcmpl", fmtNone},
	FCMPG:           {"fcmpg", fmtNone},
	DCMPL:           {"dcmpl", fmtNone},
	DCMPG:           {"dcmpg", fmtNone},
	IFEQ:            {"ifeq", fmtBranch2},
	IFNE:            {"ifne", fmtBranch2},
	IFLT:            {"iflt", fmtBranch2},
	IFGE:            {"ifge", fmtBranch2},
	IFGT:            {"ifgt", fmtBranch2},
	IFLE:            {"ifle", fmtBranch2},
	IF_ICMPEQ:       {"if_icmpeq", fmtBranch2},
	IF_ICMPNE:       {"if_icmpne", fmtBranch2},
	IF_ICMPLT:       {"if_icmplt", fmtBranch2},
	IF_ICMPGE:       {"if_icmpge", fmtBranch2},
	IF_ICMPGT:       {"if_icmpgt", fmtBranch2},
	IF_ICMPLE:       {"if_icmple", fmtBranch2},
	IF_ACMPEQ:       {"if_acmpeq", fmtBranch2},
	IF_ACMPNE:       {"if_acmpne", fmtBranch2},
	GOTO:            {"goto", fmtBranch2},
	JSR:             {"jsr", fmtBranch2},
	RET:             {"ret", fmtLocal},
	TABLESWITCH:     {"tableswitch", fmtTableswitch},
	LOOKUPSWITCH:    {"lookupswitch", fmtLookupswitch},
	IRETURN:         {"ireturn", fmtNone},
	LRETURN:         {"lreturn", fmtNone},
	FRETURN:         {"freturn", fmtNone},
	DRETURN:         {"dreturn", fmtNone},
	ARETURN:         {"areturn", fmtNone},
	RETURN:          {"return", fmtNone},
	GETSTATIC:       {"getstatic", fmtCP2},
	PUTSTATIC:       {"putstatic", fmtCP2},
	GETFIELD:        {"getfield", fmtCP2},
	PUTFIELD:        {"putfield", fmtCP2},
	INVOKEVIRTUAL:   {"invokevirtual", fmtCP2},
	INVOKESPECIAL:   {"invokespecial", fmtCP2},
	INVOKESTATIC:    {"invokestatic", fmtCP2},
	INVOKEINTERFACE: {"invokeinterface", fmtInvokeinterface},
	INVOKEDYNAMIC:   {"invokedynamic", fmtInvokedynamic},
	NEW:             {"new", fmtCP2},
	NEWARRAY:        {"newarray", fmtNewarray},
	ANEWARRAY:       {"anewarray", fmtCP2},
	ARRAYLENGTH:     {"arraylength", fmtNone},
	ATHROW:          {"athrow", fmtNone},
	CHECKCAST:       {"checkcast", fmtCP2},
	INSTANCEOF:      {"instanceof", fmtCP2},
	MONITORENTER:    {"monitorenter", fmtNone},
	MONITOREXIT:     {"monitorexit", fmtNone},
	WIDE:            {"wide", fmtWide},
	MULTIANEWARRAY:  {"multianewarray", fmtMultianewarray},
	IFNULL:          {"ifnull", fmtBranch2},
	IFNONNULL:       {"ifnonnull", fmtBranch2},
	GOTO_W:          {"goto_w", fmtBranch4},
	JSR_W:           {"jsr_w", fmtBranch4},
	BREAKPOINT:      {"breakpoint", fmtReserved},
	IMPDEP1:         {"impdep1", fmtReserved},
	IMPDEP2:         {"impdep2", fmtReserved},
}

// String returns the mnemonic of op as javap prints it ("iload",
// "invokevirtual", "goto_w"), or "opcode 0xNN" if op is not defined.
func (op Opcode) String() string {
	if name := opInfo[op].name; name != "" {
		return name
	}
	const hex = "0123456789abcdef"
	return "opcode 0x" + string([]byte{hex[op>>4], hex[op&0xf]})
}

// Valid reports whether op may appear in a class file: it is defined by the
// JVMS and is not one of the reserved opcodes breakpoint, impdep1, impdep2.
func (op Opcode) Valid() bool {
	f := opInfo[op].format
	return f != fmtInvalid && f != fmtReserved
}

// IsBranch reports whether op jumps to the instruction whose index is in
// Instruction.A: the if* family, ifnull, ifnonnull, goto, goto_w, jsr and
// jsr_w. The switches, whose targets are in Instruction.Switch, are not
// included; see IsSwitch.
func (op Opcode) IsBranch() bool {
	f := opInfo[op].format
	return f == fmtBranch2 || f == fmtBranch4
}

// IsConditionalBranch reports whether op is a two-way branch: the if*
// family, ifnull and ifnonnull.
func (op Opcode) IsConditionalBranch() bool {
	return (op >= IFEQ && op <= IF_ACMPNE) || op == IFNULL || op == IFNONNULL
}

// IsSwitch reports whether op is tableswitch or lookupswitch.
func (op Opcode) IsSwitch() bool {
	return op == TABLESWITCH || op == LOOKUPSWITCH
}

// IsReturn reports whether op returns from the current method: ireturn,
// lreturn, freturn, dreturn, areturn and return. ret, which returns from a
// subroutine, is not included.
func (op Opcode) IsReturn() bool {
	return op >= IRETURN && op <= RETURN
}

// IsInvoke reports whether op invokes a method: invokevirtual,
// invokespecial, invokestatic, invokeinterface and invokedynamic.
func (op Opcode) IsInvoke() bool {
	return op >= INVOKEVIRTUAL && op <= INVOKEDYNAMIC
}

// IsFieldAccess reports whether op reads or writes a field: getstatic,
// putstatic, getfield and putfield.
func (op Opcode) IsFieldAccess() bool {
	return op >= GETSTATIC && op <= PUTFIELD
}

// UsesConstantPool reports whether Instruction.A is a constant-pool index
// for op: ldc, ldc_w, ldc2_w, the field accesses, the invokes, new,
// anewarray, checkcast, instanceof and multianewarray.
func (op Opcode) UsesConstantPool() bool {
	switch opInfo[op].format {
	case fmtCP1, fmtCP2, fmtInvokeinterface, fmtInvokedynamic, fmtMultianewarray:
		return true
	}
	return false
}

// FallsThrough reports whether execution may continue with the next
// instruction in the code array without a jump. It is false for goto,
// goto_w, the switches, the returns, athrow, ret, and jsr and jsr_w (whose
// next instruction is reached only through the subroutine's ret), and for
// opcodes that are not Valid.
func (op Opcode) FallsThrough() bool {
	switch op {
	case GOTO, GOTO_W, JSR, JSR_W, RET, TABLESWITCH, LOOKUPSWITCH, ATHROW,
		IRETURN, LRETURN, FRETURN, DRETURN, ARETURN, RETURN:
		return false
	}
	return op.Valid() && op != WIDE
}

// newarrayTypes names the element types of newarray's atype operand
// (JVMS §6.5.newarray) as javap prints them.
var newarrayTypes = [...]string{
	4: "boolean", 5: "char", 6: "float", 7: "double",
	8: "byte", 9: "short", 10: "int", 11: "long",
}

// FormatInstruction renders code[i] as one line in the style of javap -c,
// without constant-pool resolution: the byte offset right-aligned in five
// columns, the mnemonic, and the operands, with constant-pool indices as
// "#7" and branch targets as byte offsets. Examples:
//
//	"   12: if_icmpge 25"
//	"    3: iinc 1, -1"
//	"    7: invokeinterface #9, 2"
//	"   40: istore_w 300"                  (wide, named as javap does)
//	"    1: tableswitch {0: 28, 1: 33, default: 40}"
//	"    1: lookupswitch {-1: 28, 100: 33, default: 40}"
//
// Callers add constant-pool comments themselves. i must be an index into
// code; a target index outside code (possible only in hand-made slices) is
// shown as "?N".
func FormatInstruction(code []Instruction, i int) string {
	in := &code[i]
	var b strings.Builder
	b.Grow(32)
	pc := strconv.FormatUint(uint64(in.PC), 10)
	for n := len(pc); n < 5; n++ {
		b.WriteByte(' ')
	}
	b.WriteString(pc)
	b.WriteString(": ")
	b.WriteString(in.Op.String())
	if in.Wide {
		b.WriteString("_w")
	}
	target := func(idx int32) {
		if idx >= 0 && int(idx) < len(code) {
			b.WriteString(strconv.FormatUint(uint64(code[idx].PC), 10))
			return
		}
		b.WriteByte('?')
		b.WriteString(strconv.Itoa(int(idx)))
	}
	num := func(v int32) { b.WriteString(strconv.Itoa(int(v))) }
	switch opInfo[in.Op].format {
	case fmtS1, fmtS2, fmtLocal:
		b.WriteByte(' ')
		num(in.A)
	case fmtCP1, fmtCP2, fmtInvokedynamic:
		b.WriteString(" #")
		num(in.A)
		if in.Op == INVOKEDYNAMIC {
			b.WriteString(", 0")
		}
	case fmtInvokeinterface, fmtMultianewarray:
		b.WriteString(" #")
		num(in.A)
		b.WriteString(", ")
		num(in.B)
	case fmtIinc:
		b.WriteByte(' ')
		num(in.A)
		b.WriteString(", ")
		num(in.B)
	case fmtBranch2, fmtBranch4:
		b.WriteByte(' ')
		target(in.A)
	case fmtNewarray:
		b.WriteByte(' ')
		if in.A >= 0 && int(in.A) < len(newarrayTypes) && newarrayTypes[in.A] != "" {
			b.WriteString(newarrayTypes[in.A])
		} else {
			num(in.A)
		}
	case fmtTableswitch, fmtLookupswitch:
		b.WriteString(" {")
		if s := in.Switch; s != nil {
			for k, t := range s.Targets {
				if s.Keys != nil && k < len(s.Keys) {
					num(s.Keys[k])
				} else {
					b.WriteString(strconv.FormatInt(int64(s.Low)+int64(k), 10))
				}
				b.WriteString(": ")
				target(t)
				b.WriteString(", ")
			}
			b.WriteString("default: ")
			target(s.Default)
		}
		b.WriteByte('}')
	}
	return b.String()
}
