// Package typeflow computes, once per method, which local variables and
// operand-stack slots hold references before each instruction (the
// equivalent of a JVM's oop maps), which stack slots are the unused high
// halves of longs and doubles, and which locals are live. gojpf's
// interpreter keeps locals and stack values in untyped 64-bit slots; to
// hash and canonicalize a state it must tell object numbers from ints
// without tagging slots at run time, and leave out the stale values of
// dead locals, which would make equal states look different.
//
// Analyze runs a forward data-flow analysis over the decoded bytecode with a
// small lattice per slot: top, int (also boolean, byte, char and short),
// float, long and double (each a value slot followed by a high-half slot),
// and reference (null, initialized or not, and the uninitialized this of a
// constructor included). At a join, equal types stay and different ones
// become top, so a slot that holds a reference on one path and anything else
// on another is not a reference: javac never reads such a slot again.
// Exception handlers start with the join of the locals before and after
// every instruction they cover and a stack of one reference. Liveness is
// the classic backward analysis over the same blocks: a local is live
// before an instruction if some path from there reads it before writing
// it, a handler's live locals being live before every instruction it
// covers. A local that
// is out of scope but holds a reference on every path to an instruction is
// a reference there, even where javac's StackMapTable says Top: the slot
// does hold an object.
//
// What it does not do: it is not a verifier. It trusts the bytecode, as
// javac produces it, beyond the consistency it needs to compute types:
// equal stack depths where paths join, no stack underflow or overflow
// (max_stack), local indices below max_locals, known opcodes, descriptors
// that parse, constant-pool operands of the right kind, no falling off the
// end of the code. It does not check that operands have the types the
// instructions expect, nor assignability of classes, nor object
// initialization; it does not support subroutines (jsr and ret, which no
// javac since 1.6 emits) and rejects methods that use them.
package typeflow

import (
	"fmt"

	"github.com/gojpf/gojpf/classfile"
)

// Result holds the frame shape before every instruction of one method. It
// stores, per instruction, one bitset of max_locals+max_stack bits (local l
// at bit l, stack slot s at bit max_locals+s) and the stack depth; a
// typical method needs ten bytes per instruction.
type Result struct {
	maxLocals int
	words     int      // uint64 words per instruction of refs and high
	lwords    int      // uint64 words per instruction of live
	depth     []uint16 // stack depth in slots, per instruction
	reachable []uint64 // bitset over instructions
	refs      []uint64 // words bits per instruction
	high      []uint64 // the high halves of longs and doubles, likewise
	live      []uint64 // live locals, lwords bits per instruction
}

// Len returns the number of instructions of the analyzed method.
func (r *Result) Len() int { return len(r.depth) }

// Reachable reports whether instruction i is reachable from the method's
// entry (through normal flow and exception handlers). Dead code has no
// types: its stack depth is -1 and no slot is a reference.
func (r *Result) Reachable(i int) bool {
	return i >= 0 && i < len(r.depth) && r.reachable[i>>6]>>(uint(i)&63)&1 != 0
}

// StackDepth returns the operand-stack depth in slots (longs and doubles
// count two) before instruction i, or -1 if i is unreachable or out of
// range.
func (r *Result) StackDepth(i int) int {
	if !r.Reachable(i) {
		return -1
	}
	return int(r.depth[i])
}

// LocalIsRef reports whether local variable slot local holds a reference
// (possibly null, possibly an object not yet initialized) before
// instruction i.
func (r *Result) LocalIsRef(i, local int) bool {
	if !r.Reachable(i) || local < 0 || local >= r.maxLocals {
		return false
	}
	return r.bit(i, local)
}

// StackIsRef reports whether operand-stack slot slot (0 = bottom) holds a
// reference before instruction i. Slots at or above the stack depth are
// not references.
func (r *Result) StackIsRef(i, slot int) bool {
	if !r.Reachable(i) || slot < 0 || slot >= int(r.depth[i]) {
		return false
	}
	return r.bit(i, r.maxLocals+slot)
}

// LocalIsLive reports whether local variable slot local may be read,
// before it is written again, on some path from instruction i on (the
// high half of a long or double is never read: its value slot is). A
// local that is not live cannot affect the method's future.
func (r *Result) LocalIsLive(i, local int) bool {
	if !r.Reachable(i) || local < 0 || local >= r.maxLocals {
		return false
	}
	return r.live[i*r.lwords+local>>6]>>(uint(local)&63)&1 != 0
}

// LocalWords returns, before instruction i of a method with at most 64
// local variable slots, the live locals and the locals that hold
// references as bit masks (bit l for local l): LocalIsLive and
// LocalIsRef for every local at once. ok is false when i is unreachable
// or the method has more locals.
func (r *Result) LocalWords(i int) (live, refs uint64, ok bool) {
	if !r.Reachable(i) || r.maxLocals > 64 {
		return 0, 0, false
	}
	if r.maxLocals == 0 {
		return 0, 0, true
	}
	mask := ^uint64(0) >> (64 - uint(r.maxLocals))
	return r.live[i*r.lwords] & mask, r.refs[i*r.words] & mask, true
}

// StackIsHighHalf reports whether operand-stack slot slot (0 = bottom)
// is the high half of a long or double before instruction i: the
// interpreter keeps such values in their first slot and never reads the
// second.
func (r *Result) StackIsHighHalf(i, slot int) bool {
	if !r.Reachable(i) || slot < 0 || slot >= int(r.depth[i]) {
		return false
	}
	b := r.maxLocals + slot
	return r.high[i*r.words+b>>6]>>(uint(b)&63)&1 != 0
}

func (r *Result) bit(i, b int) bool {
	return r.refs[i*r.words+b>>6]>>(uint(b)&63)&1 != 0
}

// Error reports a method that Analyze cannot type: its stack depths
// disagree where paths join, its stack underflows or overflows, it names a
// local beyond max_locals, it uses an unsupported opcode, and the like.
type Error struct {
	Index int              // instruction index, or -1 if the problem is the method as a whole
	PC    uint32           // byte offset of the instruction
	Op    classfile.Opcode // the instruction's opcode
	Msg   string
}

func (e *Error) Error() string {
	if e.Index < 0 {
		return "typeflow: " + e.Msg
	}
	return fmt.Sprintf("typeflow: instruction %d (pc %d, %v): %s", e.Index, e.PC, e.Op, e.Msg)
}
