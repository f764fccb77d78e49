package jvm

import (
	"math/bits"

	"github.com/gojpf/gojpf/jvm/typeflow"
)

// State hashing for state matching. The hash covers what the program's
// future depends on: every thread (status, what it waits for, its frames
// with method, pc, locals and operand stack), every class's initialization
// state and statics, and the heap objects reachable from them (garbage
// does not count). Which stack and local slots hold references comes from
// a data-flow analysis of each method (jvm/typeflow), computed once per
// method. Identity hash codes count only for objects whose identity hash
// the program has asked for. Model time does not count, as in JPF.
//
// Objects are named by their search-global ids (sgoid.go), not by their
// reference numbers, and each object's hash is cached until it changes.
// The objects that exist when the program starts (the JDK's boot heap,
// thousands of objects) are hashed once; later only
// those of them that changed are looked at again (an unchanged boot object
// can only refer to boot objects), so hashing a state costs the threads,
// the statics, the changed boot objects and the program's own reachable
// objects, not the whole heap. Equal hashes mean equal heaps up to the
// reference numbers: two paths that allocated the same objects in a
// different order reach matching states.
//
// The hash has 128 bits; with n states the chance that two different
// states collide is about n²/2¹²⁹ (for 10⁹ states, under 10⁻²⁰).

const (
	hashK1 = 0x9E3779B97F4A7C15
	hashK2 = 0xC2B2AE3D27D4EB4F
)

// mix is a fast 64-bit mixer (from splitmix64).
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 27
	x *= 0x94D049BB133111EB
	return x ^ x>>31
}

type hasher struct{ a, b uint64 }

func (h *hasher) add(v uint64) {
	h.a = bits.RotateLeft64(h.a^v, 27)*hashK1 + 1
	h.b = bits.RotateLeft64(h.b+v*hashK2, 31) ^ h.a
}

func (h *hasher) sum() [16]byte {
	var out [16]byte
	a, b := mix(h.a^bits.RotateLeft64(h.b, 19)), mix(h.b^h.a>>7)
	for i := 0; i < 8; i++ {
		out[i] = byte(a >> (8 * i))
		out[8+i] = byte(b >> (8 * i))
	}
	return out
}

// stringHash hashes a name (cached per class and method).
func stringHash(s string) uint64 {
	h := uint64(len(s)) * hashK1
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 0x100000001B3
	}
	return mix(h)
}

// objectHash returns o's content hash, computing it if o changed.
func (vm *VM) objectHash(o *Object) uint64 {
	if o.hok {
		return o.hval
	}
	c := o.class
	h := c.nameHash() ^ uint64(len(o.slots))*hashK2
	// References count by the SGOID of what they refer to.
	switch {
	case c.IsArray() && c.elemKind == 'L':
		for i, v := range o.slots {
			h = bits.RotateLeft64(h^uint64(vm.gidOf(Ref(v))), 23)*hashK1 + uint64(i)
		}
	case c.IsArray() || len(c.refSlots) == 0:
		for i, v := range o.slots {
			h = bits.RotateLeft64(h^v, 23)*hashK1 + uint64(i)
		}
	default:
		for i, v := range o.slots {
			if c.isRefSlot(i) {
				v = uint64(vm.gidOf(Ref(v)))
			}
			h = bits.RotateLeft64(h^v, 23)*hashK1 + uint64(i)
		}
	}
	if o.hashSeen {
		h = mix(h ^ uint64(uint32(o.hash))<<1 | 1)
	}
	if o.mon != nil && o.mon.count > 0 {
		h = mix(h ^ uint64(o.mon.owner.id+1)<<32 ^ uint64(o.mon.count))
	}
	switch nat := o.native.(type) {
	case *Class:
		h = mix(h ^ nat.nameHash())
	case *Thread:
		h = mix(h ^ uint64(nat.id+7))
	}
	o.hval, o.hok = mix(h), true
	return o.hval
}

func (c *Class) nameHash() uint64 {
	if c.nhash == 0 {
		c.nhash = stringHash(c.name) | 1
	}
	return c.nhash
}

// hashWalk is the scratch space of the reachability walk.
type hashWalk struct {
	gen   []uint32
	cur   uint32
	queue []Ref
	sum   uint64
	// The boot heap: objects below bootLen, the sum of their hashes when
	// first hashed, and those changed since (markChanged).
	bootLen Ref
	oldSum  uint64
	changed []*Object
	// Classes likewise: those loaded by then, their hashes' sum then, and
	// the ones changed since.
	bootClasses    int
	classSum       uint64
	changedClasses []*Class
}

// walkRefs marks what o refers to.
func (vm *VM) walkRefs(o *Object) {
	c := o.class
	if c.IsArray() {
		if c.elemKind == 'L' {
			for _, v := range o.slots {
				vm.reach(Ref(v))
			}
		}
		return
	}
	for _, s := range c.refSlots {
		vm.reach(Ref(o.slots[s]))
	}
}

// markChanged notes that a boot object changed, so that state hashes look
// at it again from now on.
func (vm *VM) markChanged(o *Object) {
	if o.boot && !o.changed {
		o.changed = true
		vm.walk.changed = append(vm.walk.changed, o)
	}
}

// reach marks r reachable and adds its object to the sum once. Boot
// objects are accounted for separately (oldSum and the changed list).
func (vm *VM) reach(r Ref) {
	w := &vm.walk
	if r < w.bootLen || int(r) >= len(w.gen) || w.gen[r] == w.cur {
		return
	}
	w.gen[r] = w.cur
	w.queue = append(w.queue, r)
	o := vm.heap.objs[r]
	w.sum += mix(uint64(o.gid)*hashK2 ^ vm.objectHash(o))
}

// StateHash returns a hash of the VM state for state matching. ok is false
// when a method's slot types cannot be analysed (the state then counts as
// new).
func (vm *VM) StateHash() ([16]byte, bool) {
	w := &vm.walk
	if n := len(vm.heap.objs); len(w.gen) < n {
		w.gen = make([]uint32, n+n/2+64)
		w.cur = 0
	}
	w.cur++
	w.queue = w.queue[:0]
	if w.bootLen == 0 {
		// First hash: every object so far is a boot object.
		w.bootLen = Ref(len(vm.heap.objs))
		for _, o := range vm.heap.objs[1:] {
			o.hboot = mix(uint64(o.gid)*hashK2 ^ vm.objectHash(o))
			w.oldSum += o.hboot
			o.boot = true
		}
	}
	w.sum = w.oldSum
	for _, o := range w.changed {
		w.sum += mix(uint64(o.gid)*hashK2^vm.objectHash(o)) - o.hboot
		vm.walkRefs(o)
	}
	h := hasher{a: 0x6A09E667F3BCC908, b: 0xBB67AE8584CAA73B}
	for _, t := range vm.threads {
		h.add(uint64(t.id))
		h.add(uint64(t.status))
		h.add(uint64(vm.gidOf(t.blockedOn)))
		h.add(uint64(vm.gidOf(t.obj)))
		vm.reach(t.blockedOn)
		vm.reach(t.obj)
		h.add(uint64(t.waitCount))
		h.add(flags(t.notified, t.parkPermit, t.interruptWake, t.hasData, t.daemon, t.inJUC))
		h.add(uint64(t.phase))
		if t.inJUC {
			h.add(uint64(t.jucBase))
		}
		if t.initWait != nil {
			h.add(t.initWait.nameHash())
		}
		h.add(uint64(len(t.frames)))
		for i := range t.frames {
			if !vm.hashFrame(&h, t, &t.frames[i]) {
				return [16]byte{}, false
			}
		}
	}
	h.add(uint64(vm.atomic))
	// Classes: those of the boot heap that never changed since count as
	// one constant; the others one by one.
	if w.bootClasses == 0 {
		w.bootClasses = len(vm.classOrder)
		for _, c := range vm.classOrder {
			c.cboot = true
			c.chboot = vm.classHash(c)
			w.classSum += c.chboot
		}
	}
	sum := w.classSum
	for _, c := range w.changedClasses {
		sum += vm.classHash(c) - c.chboot
		vm.classRoots(c)
	}
	h.add(sum)
	for _, c := range vm.classOrder[w.bootClasses:] {
		h.add(vm.classHash(c))
		vm.classRoots(c)
	}
	// Everything reachable from the roots met so far.
	for i := 0; i < len(w.queue); i++ {
		vm.walkRefs(vm.heap.objs[w.queue[i]])
	}
	h.add(w.sum)
	h.add(uint64(len(w.queue)))
	return h.sum(), true
}

// classHash returns the hash of a class's initialization state, mirror
// and statics; it is cached until one of them changes.
func (vm *VM) classHash(c *Class) uint64 {
	if c.shok {
		return c.shval
	}
	h := c.nameHash() ^ uint64(c.initState)<<56 ^ uint64(vm.gidOf(c.mirror))*hashK2
	for i, v := range c.statics {
		if v != 0 && c.isRefStatic(i) {
			v = uint64(vm.gidOf(Ref(v)))
		}
		h = bits.RotateLeft64(h^v, 23)*hashK1 + uint64(i)
	}
	c.shval, c.shok = mix(h), true
	return c.shval
}

// classRoots marks the objects a class's mirror and statics refer to.
func (vm *VM) classRoots(c *Class) {
	vm.reach(c.mirror)
	for _, s := range c.refStatics {
		vm.reach(Ref(c.statics[s]))
	}
}

// classChanged notes that a boot class's state changed.
func (vm *VM) classChanged(c *Class) {
	c.shok = false
	if c.cboot && !c.cchanged {
		c.cchanged = true
		vm.walk.changedClasses = append(vm.walk.changedClasses, c)
	}
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

// hashFrame hashes one frame; false if its method cannot be analysed.
func (vm *VM) hashFrame(h *hasher, t *Thread, f *Frame) bool {
	h.add(uint64(f.state))
	if f.cont != nil {
		h.add(0xC0)
		return true
	}
	m := f.m
	h.add(m.idHash())
	h.add(uint64(f.pc))
	h.add(uint64(vm.gidOf(f.lock)))
	vm.reach(f.lock)
	tf := m.flow()
	if tf == nil || !tf.Reachable(int(f.pc)) {
		return false
	}
	pc := int(f.pc)
	maxLocals := int(m.code.MaxLocals)
	base := int(f.base)
	for l := 0; l < maxLocals; l++ {
		v := t.slots[base+l]
		if tf.LocalIsRef(pc, l) {
			vm.reach(Ref(v))
			v = uint64(vm.gidOf(Ref(v)))
		}
		h.add(v)
	}
	depth := int(f.sp) - base - maxLocals
	h.add(uint64(depth))
	for i := 0; i < depth; i++ {
		v := t.slots[base+maxLocals+i]
		if tf.StackIsRef(pc, i) {
			vm.reach(Ref(v))
			v = uint64(vm.gidOf(Ref(v)))
		}
		h.add(v)
	}
	return true
}

// idHash identifies a method in state hashes.
func (m *Method) idHash() uint64 {
	if m.mhash == 0 {
		m.mhash = mix(m.class.nameHash()^stringHash(m.name)*3^stringHash(m.desc)*5) | 1
	}
	return m.mhash
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
