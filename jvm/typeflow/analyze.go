package typeflow

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"github.com/gojpf/gojpf/classfile"
)

// maxBytes bounds the memory Analyze uses for one method's block frames
// and result, so that a hostile class file (65535 locals, 65535
// instructions) gets an error instead of gigabytes. No method of the JDK
// comes near: the largest result in JDK 17's java.base takes 640 KB.
const maxBytes = 64 << 20

// Analyze infers, for every instruction of a method, which local variables
// and operand-stack slots hold references just before the instruction runs.
// isStatic and desc (the method descriptor) give the types of the locals at
// entry: this, if the method is not static, then the parameters. pool is
// the constant pool of the method's class, for the types of fields,
// methods and constants the instructions name.
//
// The error, if any, is an *Error naming the instruction at fault.
func Analyze(code *classfile.Code, pool *classfile.ConstantPool, isStatic bool, desc string) (*Result, error) {
	if code == nil || len(code.Insns) == 0 {
		return nil, &Error{Index: -1, Msg: "method has no code"}
	}
	a := &analyzer{
		insns:     code.Insns,
		pool:      pool,
		maxLocals: int(code.MaxLocals),
		maxStack:  int(code.MaxStack),
	}
	a.width = a.maxLocals + a.maxStack
	if err := a.findBlocks(code.Handlers); err != nil {
		return nil, err
	}
	n, nb := len(a.insns), len(a.blockStart)
	words := (a.width + 63) / 64
	lwords := (a.maxLocals + 63) / 64
	if need := nb*a.width + n*((2*words+lwords)*8+2) + nb*lwords*8; need > maxBytes {
		return nil, &Error{Index: -1, Msg: fmt.Sprintf("method too large to analyze: %d instructions, %d blocks, %d locals, max_stack %d would need %d bytes", n, nb, a.maxLocals, a.maxStack, need)}
	}
	a.entry = make([]kind, nb*a.width+a.width+a.maxLocals)
	a.cur = a.entry[nb*a.width : nb*a.width+a.width]
	a.acc = a.entry[nb*a.width+a.width:]
	for b := range a.entryDepth {
		a.entryDepth[b] = -1
	}
	a.pending = make([]uint64, (nb+63)/64)
	a.res = &Result{
		maxLocals: a.maxLocals,
		words:     words,
		lwords:    lwords,
		depth:     make([]uint16, n),
	}
	nr := (n + 63) / 64
	bitsets := make([]uint64, nr+n*(2*words+lwords))
	a.res.reachable = bitsets[:nr]
	a.res.refs = bitsets[nr : nr+n*words]
	a.res.high = bitsets[nr+n*words : nr+2*n*words]
	a.res.live = bitsets[nr+2*n*words:]
	if err := a.initialFrame(isStatic, desc); err != nil {
		return nil, err
	}
	if err := a.solve(); err != nil {
		return nil, err
	}
	a.liveness()
	return a.res, nil
}

// analyzer holds the state of one Analyze call. The method is cut into
// basic blocks; the worklist algorithm keeps the frame at the entry of each
// block and re-interprets a block whenever its entry frame changes. Blocks
// also start at the bounds of every exception handler's range, so that a
// block is either wholly covered by a handler or not at all.
type analyzer struct {
	insns                      []classfile.Instruction
	pool                       *classfile.ConstantPool
	maxLocals, maxStack, width int

	at int // the instruction being interpreted, for errors

	blockOf    []int32 // the block a leader starts, -1 for other instructions
	blockStart []int32 // the first instruction of each block
	entry      []kind  // the frame at the entry of each block, width slots each
	entryDepth []int32 // the stack depth at the entry of each block, -1 if not reached
	pending    []uint64
	handlers   []handler
	covered    []int32 // per block: how many handlers cover it

	// The frame being interpreted: locals in cur[:maxLocals], the stack
	// in cur[maxLocals:maxLocals+sp].
	cur []kind
	sp  int

	// While tracking, acc is the join of the locals before and after
	// every instruction of the block so far: what the handlers that cover
	// the block see.
	tracking bool
	acc      []kind

	res *Result
}

// handler is an exception handler, in blocks: it covers blocks
// [first, end) and starts block target.
type handler struct {
	first, end, target int32
}

func (a *analyzer) errorf(format string, args ...any) error {
	return a.errorAt(a.at, format, args...)
}

func (a *analyzer) errorAt(i int, format string, args ...any) error {
	e := &Error{Index: i, Msg: fmt.Sprintf(format, args...)}
	if i >= 0 && i < len(a.insns) {
		e.PC, e.Op = a.insns[i].PC, a.insns[i].Op
	}
	return e
}

// findBlocks finds the leaders (the entry, jump targets, the instructions
// after jumps, returns and throws, and the bounds and starts of exception
// handlers) and numbers the blocks they start, checking every target.
func (a *analyzer) findBlocks(hs []classfile.ExceptionHandler) error {
	n := len(a.insns)
	a.blockOf = make([]int32, n)
	mark := func(t int32) error {
		if t < 0 || int(t) >= n {
			return a.errorf("jump target %d outside the code (%d instructions)", t, n)
		}
		a.blockOf[t] = 1
		return nil
	}
	a.blockOf[0] = 1
	for i := range a.insns {
		in := &a.insns[i]
		a.at = i
		switch flowOf[in.Op] {
		case flowNext:
			continue
		case flowSubroutine:
			return a.errorf("subroutines (jsr, ret) are not supported")
		case flowJump, flowBranch:
			if err := mark(in.A); err != nil {
				return err
			}
		case flowSwitch:
			if in.Switch == nil {
				return a.errorf("switch without a table")
			}
			if err := mark(in.Switch.Default); err != nil {
				return err
			}
			for _, t := range in.Switch.Targets {
				if err := mark(t); err != nil {
					return err
				}
			}
		}
		if i+1 < n {
			a.blockOf[i+1] = 1
		}
	}
	for k, h := range hs {
		if h.Start < 0 || h.Start >= h.End || int(h.End) > n || h.Handler < 0 || int(h.Handler) >= n {
			return &Error{Index: -1, Msg: fmt.Sprintf("exception handler %d: range [%d, %d) and handler %d do not fit %d instructions", k, h.Start, h.End, h.Handler, n)}
		}
		a.blockOf[h.Start] = 1
		a.blockOf[h.Handler] = 1
		if int(h.End) < n {
			a.blockOf[h.End] = 1
		}
	}
	leaders := 0
	for _, l := range a.blockOf {
		leaders += int(l)
	}
	// One allocation for the per-block arrays.
	perBlock := make([]int32, 3*leaders+1)
	a.blockStart = perBlock[:0:leaders]
	a.entryDepth = perBlock[leaders : 2*leaders]
	a.covered = perBlock[2*leaders:]
	for i, l := range a.blockOf {
		if l != 0 {
			a.blockOf[i] = int32(len(a.blockStart))
			a.blockStart = append(a.blockStart, int32(i))
		} else {
			a.blockOf[i] = -1
		}
	}
	nb := int32(len(a.blockStart))
	a.handlers = make([]handler, len(hs))
	for k, h := range hs {
		end := nb
		if int(h.End) < n {
			end = a.blockOf[h.End]
		}
		a.handlers[k] = handler{first: a.blockOf[h.Start], end: end, target: a.blockOf[h.Handler]}
		// +1 at the first block of the range, -1 after the last, and
		// the prefix sums give how many ranges cover each block.
		a.covered[a.blockOf[h.Start]]++
		a.covered[end]--
	}
	for b := 1; b < len(a.covered); b++ {
		a.covered[b] += a.covered[b-1]
	}
	return nil
}

// initialFrame sets the entry frame of the method: this, if not static,
// then the parameters; every other local is top.
func (a *analyzer) initialFrame(isStatic bool, desc string) error {
	a.at = -1
	args, _, ok := methodShape(desc)
	if !ok {
		return &Error{Index: -1, Msg: fmt.Sprintf("method descriptor %q", desc)}
	}
	if !isStatic {
		args++
	}
	if args > a.maxLocals {
		return &Error{Index: -1, Msg: fmt.Sprintf("the parameters of %s take %d local slots, max_locals is %d", desc, args, a.maxLocals)}
	}
	l := a.entry[:a.maxLocals]
	slot := 0
	if !isStatic {
		l[0] = kRef
		slot = 1
	}
	for i := 1; desc[i] != ')'; {
		var v value
		v, i, _ = fieldType(desc, i)
		switch v {
		case vInt:
			l[slot] = kInt
		case vFloat:
			l[slot] = kFloat
		case vRef:
			l[slot] = kRef
		case vLong:
			l[slot], l[slot+1] = kLong, kLong2
		case vDouble:
			l[slot], l[slot+1] = kDouble, kDouble2
		}
		slot += v.slots()
	}
	a.entryDepth[0] = 0
	a.pending[0] = 1
	return nil
}

// solve interprets pending blocks, lowest first, until no entry frame
// changes. Every run of a block records the frames before its
// instructions, overwriting those of earlier runs: a block runs again
// whenever its entry frame changes, so its last run is from its final
// entry frame.
func (a *analyzer) solve() error {
	for progress := true; progress; {
		progress = false
		for w := range a.pending {
			for a.pending[w] != 0 {
				b := w*64 + bits.TrailingZeros64(a.pending[w])
				a.pending[w] &= a.pending[w] - 1
				if err := a.run(b); err != nil {
					return err
				}
				progress = true
			}
		}
	}
	return nil
}

// run interprets block b from its entry frame, records the frame before
// each of its instructions, merges the frames at its end into its
// successors' entries and the locals it saw into its handlers'.
func (a *analyzer) run(b int) error {
	w := a.width
	copy(a.cur, a.entry[b*w:(b+1)*w])
	a.sp = int(a.entryDepth[b])
	a.tracking = a.covered[b] > 0
	if a.tracking {
		copy(a.acc, a.cur[:a.maxLocals])
	}
	n := len(a.insns)
	for i := int(a.blockStart[b]); ; i++ {
		a.at = i
		a.record(i)
		if err := a.step(i); err != nil {
			return err
		}
		in := &a.insns[i]
		var err error
		switch flowOf[in.Op] {
		case flowNext:
			if i+1 >= n {
				return a.errorf("falls off the end of the code")
			}
			if a.blockOf[i+1] < 0 {
				continue
			}
			err = a.merge(a.blockOf[i+1])
		case flowJump:
			err = a.merge(a.blockOf[in.A])
		case flowBranch:
			if i+1 >= n {
				return a.errorf("falls off the end of the code")
			}
			if err = a.merge(a.blockOf[in.A]); err == nil {
				err = a.merge(a.blockOf[i+1])
			}
		case flowSwitch:
			err = a.merge(a.blockOf[in.Switch.Default])
			for _, t := range in.Switch.Targets {
				if err == nil {
					err = a.merge(a.blockOf[t])
				}
			}
		default: // flowEnd; subroutines are rejected by findBlocks
		}
		if err != nil {
			return err
		}
		break
	}
	if !a.tracking {
		return nil
	}
	a.tracking = false
	for _, h := range a.handlers {
		if h.first <= int32(b) && int32(b) < h.end {
			if err := a.mergeHandler(h.target); err != nil {
				return err
			}
		}
	}
	return nil
}

// flow is how control leaves an instruction.
type flow uint8

const (
	flowNext       flow = iota // to the next instruction
	flowJump                   // to Instruction.A only (goto)
	flowBranch                 // to Instruction.A or the next instruction (if*)
	flowSwitch                 // to the switch's targets
	flowEnd                    // nowhere in the method (return, athrow)
	flowSubroutine             // jsr, jsr_w, ret: not supported
)

var flowOf = func() (t [256]flow) {
	for op := range t {
		o := classfile.Opcode(op)
		switch {
		case o == classfile.JSR || o == classfile.JSR_W || o == classfile.RET:
			t[op] = flowSubroutine
		case o.IsConditionalBranch():
			t[op] = flowBranch
		case o.IsBranch():
			t[op] = flowJump // goto, goto_w
		case o.IsSwitch():
			t[op] = flowSwitch
		case !o.FallsThrough():
			t[op] = flowEnd
		}
	}
	return t
}()

// merge joins the current frame into the entry frame of block t.
func (a *analyzer) merge(t int32) error {
	w := a.width
	e := a.entry[int(t)*w : int(t)*w+a.maxLocals+a.sp]
	if d := a.entryDepth[t]; d < 0 {
		copy(e, a.cur)
		a.entryDepth[t] = int32(a.sp)
	} else if int(d) != a.sp {
		return a.errorAt(int(a.blockStart[t]), "stack depth %d on the path from instruction %d (pc %d), %d on another path",
			a.sp, a.at, a.insns[a.at].PC, d)
	} else {
		changed := false
		for s, k := range a.cur[:len(e)] {
			if e[s] != k && e[s] != kTop {
				e[s] = kTop
				changed = true
			}
		}
		if !changed {
			return nil
		}
	}
	a.pending[t>>6] |= 1 << (uint(t) & 63)
	return nil
}

// mergeHandler joins the frame an exception handler starts with (the
// locals seen in the covered block, a stack of one reference) into the
// entry frame of handler block t.
func (a *analyzer) mergeHandler(t int32) error {
	if a.maxStack < 1 {
		return a.errorAt(int(a.blockStart[t]), "exception handler needs a stack slot, max_stack is 0")
	}
	copy(a.cur, a.acc)
	a.cur[a.maxLocals] = kRef
	a.sp = 1
	return a.merge(t)
}

// record stores the current frame as the one before instruction i.
func (a *analyzer) record(i int) {
	r := a.res
	r.depth[i] = uint16(a.sp)
	r.reachable[i>>6] |= 1 << (uint(i) & 63)
	row := r.refs[i*r.words : (i+1)*r.words]
	high := r.high[i*r.words : (i+1)*r.words]
	clear(row)
	clear(high)
	frame := a.cur[:a.maxLocals+a.sp]
	for base := 0; base < len(frame); base += 8 {
		var x uint64
		if len(frame)-base >= 8 {
			x = binary.LittleEndian.Uint64(frame[base:])
		} else {
			for k, c := range frame[base:] {
				x |= uint64(c) << (8 * k)
			}
		}
		if m := kindBytes(x, kRef); m != 0 {
			row[base>>6] |= m << (base & 63)
		}
		if m := kindBytes(x, kLong2) | kindBytes(x, kDouble2); m != 0 {
			high[base>>6] |= m << (base & 63)
		}
	}
}

// kindBytes returns a mask with bit j set if byte j of x (little-endian)
// is k (not zero: a kind of 0 would also match the bytes past a short
// frame's end).
func kindBytes(x uint64, k kind) uint64 {
	const lo7 = 0x7f7f7f7f7f7f7f7f
	x ^= uint64(k) * 0x0101010101010101 // bytes equal to k become 0
	zero := ^((x&lo7 + lo7) | x | lo7)  // the high bit of each zero byte
	return (zero >> 7) * 0x0102040810204080 >> 56
}

// liveness computes, before every reachable instruction, the locals that
// may be read before they are written again (a backward data-flow
// analysis over the blocks, to a fixed point). A long or double is read
// through its value slot only. An instruction that a handler covers may
// jump to it before it writes anything, so the handler's live locals are
// live before each covered instruction.
func (a *analyzer) liveness() {
	r := a.res
	lw, nb, n := r.lwords, len(a.blockStart), len(a.insns)
	if lw == 0 {
		return
	}
	in := make([]uint64, nb*lw) // live before each block
	cur := make([]uint64, lw)
	hl := make([]uint64, lw)
	or := func(dst, src []uint64) {
		for k := range dst {
			dst[k] |= src[k]
		}
	}
	blockIn := func(b int32) []uint64 { return in[int(b)*lw : int(b+1)*lw] }
	for changed := true; changed; {
		changed = false
		for b := nb - 1; b >= 0; b-- {
			if a.entryDepth[b] < 0 {
				continue // unreachable
			}
			first, end := int(a.blockStart[b]), n
			if b+1 < nb {
				end = int(a.blockStart[b+1])
			}
			last := &a.insns[end-1]
			clear(cur)
			switch flowOf[last.Op] {
			case flowNext:
				if end < n {
					or(cur, blockIn(a.blockOf[end]))
				}
			case flowJump:
				or(cur, blockIn(a.blockOf[last.A]))
			case flowBranch:
				or(cur, blockIn(a.blockOf[last.A]))
				if end < n {
					or(cur, blockIn(a.blockOf[end]))
				}
			case flowSwitch:
				or(cur, blockIn(a.blockOf[last.Switch.Default]))
				for _, t := range last.Switch.Targets {
					or(cur, blockIn(a.blockOf[t]))
				}
			}
			clear(hl)
			for _, h := range a.handlers {
				if h.first <= int32(b) && int32(b) < h.end {
					or(hl, blockIn(h.target))
				}
			}
			for i := end - 1; i >= first; i-- {
				use, def, wide := localAccess(&a.insns[i])
				if def >= 0 {
					cur[def>>6] &^= 1 << (uint(def) & 63)
					if wide && def+1 < a.maxLocals {
						cur[(def+1)>>6] &^= 1 << (uint(def+1) & 63)
					}
				}
				if use >= 0 && use < a.maxLocals {
					cur[use>>6] |= 1 << (uint(use) & 63)
				}
				or(cur, hl)
				copy(r.live[i*lw:(i+1)*lw], cur)
			}
			if bi := blockIn(int32(b)); !equal(bi, cur) {
				copy(bi, cur)
				changed = true
			}
		}
	}
}

func equal(a, b []uint64) bool {
	for k := range a {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}

// localAccess returns the local an instruction reads (use) and the one it
// writes (def), -1 for none; wide: the write is of a long or double,
// which takes the next local too.
func localAccess(in *classfile.Instruction) (use, def int, wide bool) {
	use, def = -1, -1
	switch op := in.Op; {
	case op >= classfile.ILOAD && op <= classfile.ALOAD:
		use = int(in.A)
	case op >= classfile.ILOAD_0 && op <= classfile.ALOAD_3:
		use = int(op-classfile.ILOAD_0) % 4
	case op >= classfile.ISTORE && op <= classfile.ASTORE:
		def = int(in.A)
		wide = op == classfile.LSTORE || op == classfile.DSTORE
	case op >= classfile.ISTORE_0 && op <= classfile.ASTORE_3:
		def = int(op-classfile.ISTORE_0) % 4
		k := (op - classfile.ISTORE_0) / 4
		wide = k == 1 || k == 3 // lstore_n, dstore_n
	case op == classfile.IINC:
		use = int(in.A)
	}
	return use, def, wide
}
