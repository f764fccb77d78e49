package jvm

import (
	"math/bits"

	"github.com/gojpf/gojpf/jvm/typeflow"
)

// State hashing for state matching. The hash covers what the program's
// future depends on: every thread (status, what it waits for, its frames
// with method, pc, locals and operand stack), every class's initialization
// state and statics, and the heap reachable from them, with objects
// numbered in the order the traversal meets them, so that the hash does
// not depend on where objects were allocated. Which stack and local slots
// hold references comes from a data-flow analysis of each method
// (jvm/typeflow), computed once per method. Identity hash codes count only
// for objects whose identity hash the program has asked for. Model time
// does not count (as in JPF).
//
// The hash has 128 bits; with n states the chance that two different
// states collide is about n²/2¹²⁹ (for 10⁹ states, under 10⁻²⁰).

type hasher struct {
	a, b uint64
}

const (
	hashK1 = 0x9E3779B97F4A7C15
	hashK2 = 0xC2B2AE3D27D4EB4F
)

func (h *hasher) add(v uint64) {
	h.a = bits.RotateLeft64((h.a^v)*hashK1, 29)
	h.b = (h.b + v*hashK2) ^ (h.b >> 31)
	h.b = bits.RotateLeft64(h.b, 17) * hashK1
}

func (h *hasher) addString(s string) {
	h.add(uint64(len(s)))
	var w uint64
	for i := 0; i < len(s); i++ {
		w = w<<8 | uint64(s[i])
		if i%8 == 7 {
			h.add(w)
			w = 0
		}
	}
	h.add(w)
}

func (h *hasher) sum() [16]byte {
	var out [16]byte
	a, b := h.a^h.b>>7, h.b^bits.RotateLeft64(h.a, 23)
	for i := 0; i < 8; i++ {
		out[i] = byte(a >> (8 * i))
		out[8+i] = byte(b >> (8 * i))
	}
	return out
}

// hashWalk holds one traversal.
type hashWalk struct {
	vm    *VM
	h     hasher
	num   []uint32 // canonical number+1 by Ref, valid where gen matches
	gen   []uint32
	cur   uint32
	next  uint32
	queue []Ref
}

// canon returns the canonical number of a reference (0 for null), queueing
// newly met objects.
func (w *hashWalk) canon(r Ref) uint64 {
	if r == 0 {
		return 0
	}
	if int(r) >= len(w.num) {
		return uint64(r) | 1<<63 // cannot happen: refs come from the heap
	}
	if w.gen[r] != w.cur {
		w.gen[r] = w.cur
		w.next++
		w.num[r] = w.next
		w.queue = append(w.queue, r)
	}
	return uint64(w.num[r])
}

// StateHash returns a hash of the VM state for state matching. ok is false
// when a method's slot types cannot be analysed (the state is then treated
// as new).
func (vm *VM) StateHash() ([16]byte, bool) {
	w := &vm.walk
	w.vm = vm
	w.h = hasher{a: 0x6A09E667F3BCC908, b: 0xBB67AE8584CAA73B}
	n := len(vm.heap.objs)
	if len(w.num) < n {
		w.num = make([]uint32, n+n/2)
		w.gen = make([]uint32, n+n/2)
		w.cur = 0
	}
	w.cur++
	w.next = 0
	w.queue = w.queue[:0]
	h := &w.h
	// Threads.
	for _, t := range vm.threads {
		h.add(uint64(t.id))
		h.add(uint64(t.status))
		h.add(w.canon(t.blockedOn))
		h.add(w.canon(t.obj))
		h.add(uint64(t.waitCount))
		h.add(flags(t.notified, t.parkPermit, t.interruptWake, t.hasData, t.daemon))
		h.add(uint64(t.phase))
		h.add(uint64(len(t.frames)))
		for i := range t.frames {
			if !w.frame(t, &t.frames[i]) {
				return [16]byte{}, false
			}
		}
	}
	h.add(uint64(vm.atomic))
	// Classes: initialization state and statics.
	for _, c := range vm.classOrder {
		if c.initState == classLoaded && c.mirror == 0 {
			continue
		}
		h.addString(c.name)
		h.add(uint64(c.initState))
		h.add(w.canon(c.mirror))
		for _, f := range c.fields {
			if !f.IsStatic() {
				continue
			}
			v := c.statics[f.slot]
			if f.kind.isRef() {
				v = w.canon(Ref(v))
			}
			h.add(v)
		}
	}
	// The reachable heap, breadth first.
	for i := 0; i < len(w.queue); i++ {
		w.object(vm.heap.get(w.queue[i]))
	}
	return h.sum(), true
}

func flags(bs ...bool) uint64 {
	var v uint64
	for i, b := range bs {
		if b {
			v |= 1 << i
		}
	}
	return v
}

// frame hashes one frame; false if its method cannot be analysed.
func (w *hashWalk) frame(t *Thread, f *Frame) bool {
	h := &w.h
	h.add(uint64(f.state))
	if f.cont != nil {
		h.add(0xC0)
		return true
	}
	m := f.m
	h.addString(m.class.name)
	h.addString(m.name)
	h.addString(m.desc)
	h.add(uint64(f.pc))
	h.add(w.canon(f.lock))
	tf := m.flow()
	if tf == nil || !tf.Reachable(int(f.pc)) {
		return false
	}
	maxLocals := int(m.code.MaxLocals)
	for l := 0; l < maxLocals; l++ {
		v := t.slots[int(f.base)+l]
		if tf.LocalIsRef(int(f.pc), l) {
			v = w.canon(Ref(v))
		}
		h.add(v)
	}
	depth := int(f.sp) - int(f.base) - maxLocals
	h.add(uint64(depth))
	for i := 0; i < depth; i++ {
		v := t.slots[int(f.base)+maxLocals+i]
		if tf.StackIsRef(int(f.pc), i) {
			v = w.canon(Ref(v))
		}
		h.add(v)
	}
	return true
}

// object hashes one heap object.
func (w *hashWalk) object(o *Object) {
	h := &w.h
	c := o.class
	h.addString(c.name)
	if o.hashSeen {
		h.add(uint64(o.hash))
	}
	if o.mon != nil && o.mon.count > 0 {
		h.add(uint64(o.mon.owner.id + 1))
		h.add(uint64(o.mon.count))
	} else {
		h.add(0)
	}
	switch nat := o.native.(type) {
	case *Class:
		h.addString(nat.name)
	case *Thread:
		h.add(uint64(nat.id))
	}
	if c.IsArray() {
		h.add(uint64(len(o.slots)))
		if c.elemKind == 'L' {
			for _, v := range o.slots {
				h.add(w.canon(Ref(v)))
			}
		} else {
			for _, v := range o.slots {
				h.add(v)
			}
		}
		return
	}
	ri := 0
	for i, v := range o.slots {
		if ri < len(c.refSlots) && c.refSlots[ri] == i {
			ri++
			v = w.canon(Ref(v))
		}
		h.add(v)
	}
}

// flow returns the method's slot types, computed on first use; nil if the
// method has no code or cannot be analysed.
func (m *Method) flow() *typeflow.Result {
	if m.flowDone {
		return m.flowRes
	}
	m.flowDone = true
	if m.code == nil || m.class.cf == nil {
		return nil
	}
	r, err := typeflow.Analyze(m.code, &m.class.cf.Pool, m.IsStatic(), m.desc)
	if err == nil {
		m.flowRes = r
	}
	return m.flowRes
}
