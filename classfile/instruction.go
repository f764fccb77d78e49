package classfile

// Opcode is a JVMS bytecode opcode (JVMS §6.5).
type Opcode uint8

// Instruction is one decoded bytecode instruction. Bytecode is decoded once,
// when the class file is parsed, into a slice of Instructions; branch
// targets refer to indices in that slice, never to byte offsets.
//
// The meaning of A and B depends on the opcode:
//
//	bipush, sipush                      A = the constant, sign-extended
//	ldc, ldc_w, ldc2_w                  A = constant-pool index
//	xload, xstore, ret                  A = local variable index (wide: u2)
//	iinc                                A = local index, B = signed increment
//	if*, goto, goto_w, jsr, jsr_w       A = target instruction index
//	getfield … putstatic, invoke*       A = constant-pool index
//	new, anewarray, checkcast,
//	instanceof                          A = constant-pool index
//	invokeinterface                     A = constant-pool index, B = count
//	invokedynamic                       A = constant-pool index
//	newarray                            A = array type code (T_INT = 10, …)
//	multianewarray                      A = constant-pool index, B = dimensions
//	tableswitch, lookupswitch           Switch
type Instruction struct {
	Op     Opcode
	Wide   bool   // the instruction was prefixed by wide
	PC     uint32 // byte offset of the instruction (of the wide prefix, if any)
	A      int32
	B      int32
	Switch *SwitchTable
}

// SwitchTable holds the operands of tableswitch and lookupswitch, with jump
// targets as instruction indices. For tableswitch, Keys is nil and the key of
// Targets[i] is Low+i; for lookupswitch, Keys[i] is the key of Targets[i], in
// the (ascending) order of the class file.
type SwitchTable struct {
	Default int32
	Low     int32
	Keys    []int32
	Targets []int32
}
