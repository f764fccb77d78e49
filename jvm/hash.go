package jvm

import (
	"cmp"
	"math/bits"
	"slices"
	"strings"

	"github.com/gojpf/gojpf/jvm/typeflow"
)

// State hashing for state matching, up to a renaming of objects.
//
// The hash covers what the program's future depends on: every thread
// (status, what it waits for, its frames with method, pc, locals and
// operand stack), every class's initialization state, mirror and statics,
// and the heap objects reachable from them (garbage does not count).
// Which stack and local slots hold references comes from a data-flow
// analysis of each method (jvm/typeflow), computed once per method.
// Identity hash codes count only for objects whose identity hash the
// program has asked for. Model time does not count, as in JPF.
//
// Canonical names. A reference is hashed as the name of the object it
// refers to, and names come from the state, not from the allocation that
// made the object: the program's objects are numbered in the order in
// which a fixed traversal first reaches them. The roots come in a fixed
// order: the threads in creation order (each thread's Thread object, the
// monitor it waits for, then its frames from the bottom, each frame's
// lock, locals and operand stack), then the classes in the order they were
// first loaded in the search (statics, mirror), then the objects of the
// boot heap that changed (in the order they first changed); after the
// roots, breadth first, each object's references in slot order. Objects
// of the boot heap (those that exist at the end of the first transition,
// Step(nil), or when Boot returns: the JDK's, thousands of them, and
// whatever main built before its first choice) are named by their
// references, which are the same on every path: every state a search
// restores comes from that one (Restore panics otherwise). The first
// hash must not fix it deeper, on one path: that path's objects would
// be taken for boot objects, and the objects another path makes at
// their references, which are not, would never be hashed. Two states
// with the same hash are the same state up to a renaming of the
// program's objects (with probability 1 - 2⁻¹²⁸ per pair); in
// particular a loop that allocates a fresh object in every round, or two
// paths that allocated the same objects in a different order, reach
// matching states. Canon exposes the naming, so that schedulers that keep
// knowledge about objects across matched states (clockvector's subtree
// summaries) can carry it from one state to its match.
//
// Cost. The boot heap is hashed once, when states are first hashed; later
// only those of its objects that changed are looked at again (an
// unchanged boot object can only refer to boot objects), and the boot
// heap's share of the hash is a sum updated by their differences. Each
// object caches the hash of its primitive slots (and identity hash and
// monitor) until it changes; each class the hash of its initialization
// state and primitive statics. Per state, hashing costs the threads'
// frames, the classes loaded since the boot heap, the changed boot
// objects, and one look-up per reference slot of the program's reachable
// objects: it is proportional to the program's reachable heap, not to the
// JDK's. Reference slots cannot be cached: their names depend on the
// whole traversal.
//
// Identity hash codes derive from the object's allocation (sgoid.go), so
// two matching states may hand out different hash codes to corresponding
// objects whose hash the program has not asked for yet: like a JVM's,
// those values are arbitrary, and gojpf explores one of them.

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

// fold adds a slot's value and index to a running object hash.
func fold(h, v uint64, i int) uint64 {
	return bits.RotateLeft64(h^v, 23)*hashK1 + uint64(i)
}

// stringHash hashes a name (cached per class and method).
func stringHash(s string) uint64 {
	h := uint64(len(s)) * hashK1
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 0x100000001B3
	}
	return mix(h)
}

func (c *Class) nameHash() uint64 {
	if c.nhash == 0 {
		c.nhash = stringHash(c.name) | 1
	}
	return c.nhash
}

// hashWalk is the scratch space of the canonical traversal.
type hashWalk struct {
	// gen[r] == cur: object r was reached in the current walk, and
	// canon[r] is its number.
	gen   []uint32
	canon []uint32
	cur   uint32
	// queue holds the program's objects reached, in canonical order.
	queue []Ref
	// done: the last walk finished (Canon describes its state).
	done bool
	// The boot heap: objects below bootLen, the sum of their hashes when
	// first hashed, and those changed since (markChanged), in the order
	// they first changed.
	bootLen Ref
	bootSum uint64
	changed []*Object
	// The boot objects with modification counts, as they were then
	// (modcount.go), and those of them that hold a copy of a count, by
	// reference.
	bootMC     map[Ref]bootModCount
	bootCopies []*Object
	// Classes likewise: those loaded by then, their hashes' sum then, and
	// the ones changed since (in load order).
	bootClasses    int
	classSum       uint64
	changedClasses []*Class
	// loaded are the classes loaded since, by name (then load order):
	// the order they are hashed in, the same in VMs that loaded them in
	// different orders (a parallel search's workers). Classes of one
	// name from two loaders keep their load order.
	loaded []*Class
}

// sortedClasses returns the classes of order (every class loaded, in load
// order) after the boot classes, by name.
func (w *hashWalk) sortedClasses(order []*Class) []*Class {
	for _, c := range order[w.bootClasses+len(w.loaded):] {
		i, _ := slices.BinarySearchFunc(w.loaded, c.name, func(x *Class, name string) int {
			if x.name == name {
				return -1 // after those of its name: load order
			}
			return strings.Compare(x.name, name)
		})
		w.loaded = slices.Insert(w.loaded, i, c)
	}
	return w.loaded
}

// name returns the canonical name of what r refers to, as hashed: 0 for
// null, odd for a boot object (its reference), even for the program's
// objects (their number in the traversal, which reaching them here may
// assign).
func (vm *VM) name(r Ref) uint64 {
	if r == 0 {
		return 0
	}
	w := &vm.walk
	if r < w.bootLen {
		return uint64(r)<<1 | 1
	}
	if w.gen[r] != w.cur {
		w.gen[r] = w.cur
		w.canon[r] = uint32(len(w.queue))
		w.queue = append(w.queue, r)
	}
	return uint64(w.canon[r]+1) << 1
}

// primHash returns the hash of o's class, length, primitive slots,
// identity hash (once seen) and monitor, computing it if o changed.
func (vm *VM) primHash(o *Object) uint64 {
	if o.hok {
		return o.hval
	}
	c := o.class
	h := c.nameHash() ^ uint64(len(o.slots))*hashK2
	switch {
	case c.IsArray() && c.elemKind == 'L':
		// References only: objectHash adds them.
	case c.IsArray() || len(c.refSlots) == 0 && c.modCounts() == nil:
		for i, v := range o.slots {
			h = fold(h, v, i)
		}
	case len(o.slots) == c.instanceSlots:
		for _, i := range c.hashedPrimSlots() {
			h = fold(h, o.slots[i], int(i))
		}
	default:
		var skip []bool // java.util's modification counts: modCountHash
		if m := c.modCounts(); m != nil {
			skip = m.skip
		}
		for i, v := range o.slots {
			if !c.isRefSlot(i) && (skip == nil || !skip[i]) {
				h = fold(h, v, i)
			}
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
	o.hval, o.hok, o.hfullOK = mix(h), true, false
	return o.hval
}

// hashedPrimSlots returns the instance slots that primHash folds into
// an object's hash, in slot order: those that hold neither a reference
// nor one of java.util's modification counts (modCountHash has those).
func (c *Class) hashedPrimSlots() []int32 {
	if c.primSlots == nil {
		var skip []bool
		if m := c.modCounts(); m != nil {
			skip = m.skip
		}
		ps := make([]int32, 0, c.instanceSlots)
		for i := 0; i < c.instanceSlots; i++ {
			if !c.isRefSlot(i) && (skip == nil || !skip[i]) {
				ps = append(ps, int32(i))
			}
		}
		c.primSlots = ps
	}
	return c.primSlots
}

// objectHash returns o's hash with its references by canonical name
// (naming the objects it reaches first).
func (vm *VM) objectHash(o *Object) uint64 {
	if o.hok && o.hfullOK {
		return o.hfull
	}
	h := vm.primHash(o)
	c := o.class
	// boot: every reference is to the boot heap (or null), named by
	// itself; then the hash does not depend on the walk, and is cached
	// with the primitive part (primHash clears hfullOK).
	boot := vm.walk.bootLen
	all := boot != 0
	if c.IsArray() {
		if c.elemKind == 'L' {
			for i, v := range o.slots {
				if v != 0 {
					all = all && Ref(v) < boot
					h = fold(h, vm.name(Ref(v)), i)
				}
			}
		}
	} else {
		for _, s := range c.refSlots {
			if v := o.slots[s]; v != 0 {
				all = all && Ref(v) < boot
				h = fold(h, vm.name(Ref(v)), s)
			}
		}
	}
	h = mix(h)
	if all {
		o.hfull, o.hfullOK = h, true
	}
	return h
}

// bootHash is a boot object's share of the boot heap's sum.
func (vm *VM) bootHash(o *Object) uint64 {
	return mix(uint64(o.ref)*hashK2 ^ vm.objectHash(o))
}

// markChanged notes that a boot object changed, so that state hashes look
// at it again from now on.
func (vm *VM) markChanged(o *Object) {
	if o.boot && !o.changed {
		o.changed = true
		// By reference, not in the order they changed: boot objects
		// have the same references in every VM of one program, so VMs
		// that went different ways (a parallel search's workers) name
		// the program's objects they reach alike.
		w := &vm.walk
		i, _ := slices.BinarySearchFunc(w.changed, o.ref, func(x *Object, r Ref) int { return cmp.Compare(x.ref, r) })
		w.changed = slices.Insert(w.changed, i, o)
	}
}

// StateHash returns a hash of the VM state for state matching, equal for
// states that differ only in the names of the program's objects. ok is
// false when a method's slot types cannot be analysed (the state then
// counts as new).
func (vm *VM) StateHash() ([16]byte, bool) {
	w := vm.beginWalk()
	h := hasher{a: 0x6A09E667F3BCC908, b: 0xBB67AE8584CAA73B}
	// Roots 1: the threads.
	for _, t := range vm.threads {
		if !vm.hashThread(&h, t) {
			return [16]byte{}, false
		}
	}
	h.add(uint64(vm.atomic))
	if vm.testOutcomes != 0 {
		h.add(vm.testOutcomes)
	}
	// The open files and directories of the view (modelfs.go), and where
	// each reads next.
	if len(vm.files) > 0 {
		fds := make([]int32, 0, len(vm.files))
		for fd := range vm.files {
			fds = append(fds, fd)
		}
		slices.Sort(fds)
		for _, fd := range fds {
			f := vm.files[fd]
			h.add(uint64(fd))
			h.add(stringHash(f.path))
			h.add(uint64(f.pos))
		}
	}
	// Roots 2: the classes. Those of the boot heap count as a sum kept
	// up to date with the changed ones' differences; the others one by
	// one, in load order, unless they are as they were loaded (loading
	// a class is not observable).
	sum := w.classSum
	for _, c := range w.changedClasses {
		sum += vm.classHash(c) - c.chboot
	}
	h.add(sum)
	for _, c := range w.sortedClasses(vm.classOrder) {
		if !c.pristine() {
			h.add(vm.classHash(c))
		}
	}
	// What user-defined loaders defined or initiated (findLoadedClass
	// sees it), in the order of the path.
	for i := range vm.records {
		r := &vm.records[i]
		h.add(vm.name(r.loader))
		h.add(stringHash(r.name))
		h.add(vm.name(r.class.mirror))
	}
	// Roots 3: the boot heap's changed objects.
	// mc: some object hashed has modification counts (modCountHash
	// adds nothing otherwise).
	mc := false
	sum = w.bootSum
	for _, o := range w.changed {
		sum += vm.bootHash(o) - o.hboot
		mc = mc || o.class.modCounts() != nil
	}
	h.add(sum)
	// The program's objects, breadth first.
	for i := 0; i < len(w.queue); i++ {
		o := vm.heap.objs[w.queue[i]]
		h.add(vm.objectHash(o))
		mc = mc || o.class.modCounts() != nil
	}
	h.add(uint64(len(w.queue)))
	if mc {
		vm.modCountHash(&h)
	}
	if len(vm.verify.attrs)+len(vm.verify.localAttrs) > 0 {
		h.add(vm.attrsHash())
	}
	w.done = true
	return h.sum(), true
}

// beginWalk starts a canonical traversal: object names assigned from now
// on are this walk's (the first walk also fixes the boot heap).
func (vm *VM) beginWalk() *hashWalk {
	w := &vm.walk
	if n := len(vm.heap.objs); len(w.gen) < n {
		w.gen = make([]uint32, n+n/2+64)
		w.canon = make([]uint32, len(w.gen))
		w.cur = 0
	}
	w.cur++
	w.queue = w.queue[:0]
	w.done = false
	if w.bootLen == 0 {
		// First hash: every object so far is a boot object.
		w.bootLen = Ref(len(vm.heap.objs))
		for _, o := range vm.heap.objs[1:] {
			o.boot = true
		}
		for _, o := range vm.heap.objs[1:] {
			o.hboot = vm.bootHash(o)
			w.bootSum += o.hboot
		}
		vm.bootModCounts()
		w.bootClasses = len(vm.classOrder)
		for i, c := range vm.classOrder {
			c.cboot, c.bootIdx = true, i
			c.chboot = vm.classHash(c)
			w.classSum += c.chboot
		}
	}
	return w
}

// hashThread adds a thread's state (status, what it waits for, its
// frames) to h, naming the objects it refers to; false when a method's
// slot types cannot be analysed.
func (vm *VM) hashThread(h *hasher, t *Thread) bool {
	h.add(uint64(t.id))
	h.add(uint64(t.status))
	h.add(vm.name(t.obj))
	h.add(vm.name(t.blockedOn))
	h.add(vm.name(t.uncaught))
	h.add(vm.name(t.stopEx))
	h.add(uint64(t.waitCount))
	h.add(bit(t.notified, 0) | bit(t.parkPermit, 1) | bit(t.interruptWake, 2) | bit(t.hasData, 3) |
		bit(t.daemon, 4) | bit(t.inJUC, 5) | bit(t.suspended, 6) | bit(t.diedUncaught, 7))
	h.add(uint64(t.phase))
	if t.inJUC {
		h.add(uint64(t.jucBase))
	}
	if t.inConsole {
		h.add(uint64(t.consoleBase) + 1<<32)
	}
	if t.initWait != nil {
		h.add(t.initWait.nameHash())
	}
	h.add(uint64(len(t.frames)))
	for i := range t.frames {
		if !vm.hashFrame(h, t, &t.frames[i]) {
			return false
		}
	}
	return true
}

// classHash returns the hash of a class's initialization state, mirror
// and statics, references by canonical name. The rest is cached until
// the class changes (classChanged).
func (vm *VM) classHash(c *Class) uint64 {
	h := fold(c.primHash(), vm.name(c.mirror), -1)
	if c.initErr != 0 {
		h = fold(h, vm.name(c.initErr), -2)
	}
	for _, s := range c.refStatics {
		if v := c.statics[s]; v != 0 {
			h = fold(h, vm.name(Ref(v)), s)
		}
	}
	return mix(h)
}

// primHash returns the hash of a class's name, initialization state and
// primitive statics, computing it if the class changed.
func (c *Class) primHash() uint64 {
	if c.shok {
		return c.shval
	}
	h := c.nameHash() ^ uint64(c.initState)<<56
	if c.initThread != nil {
		// Who initializes it, or initialized it while other threads
		// ran, and which threads have seen that: what the VM tells the
		// scheduler about the class depends on them (init.go).
		h ^= uint64(c.initThread.id+1) << 40
		for i, w := range c.initSeen {
			if w != 0 {
				h = fold(h, w, -1-i)
			}
		}
	}

	same := true // as when loaded
	for i, v := range c.statics {
		if c.bornStatics == nil && v != 0 || c.bornStatics != nil && v != c.bornStatics[i] {
			same = false
		}
		if v != 0 && !c.isRefStatic(i) {
			h = fold(h, v, i)
		}
	}
	c.shval, c.shok, c.sborn = mix(h), true, same
	return c.shval
}

// pristine reports whether c is as it was loaded: never initialized on
// this path (or born initialized, as array and lambda classes are), no
// mirror, its statics as linking set them (zero, or their constant
// values).
func (c *Class) pristine() bool {
	if c.mirror != 0 || c.initState != c.born {
		return false
	}
	c.primHash()
	return c.sborn
}

// classChanged notes that a class's state changed.
func (vm *VM) classChanged(c *Class) {
	c.shok = false
	if c.cboot && !c.cchanged {
		c.cchanged = true
		// In load order, not in the order they changed: their
		// statics name the program's objects they reach (as
		// markChanged).
		w := &vm.walk
		i, _ := slices.BinarySearchFunc(w.changedClasses, c.bootIdx, func(x *Class, k int) int { return cmp.Compare(x.bootIdx, k) })
		w.changedClasses = slices.Insert(w.changedClasses, i, c)
	}
}

// addClass registers a class just made (loaded, or made by the VM).
func (vm *VM) addClass(c *Class) {
	c.born = c.initState
	for _, v := range c.statics {
		if v != 0 {
			c.bornStatics = slices.Clone(c.statics)
			break
		}
	}
	if !c.user {
		vm.classes[c.name] = c
	}
	vm.classOrder = append(vm.classOrder, c)
}

// bit is 1<<i if b, else 0: the flags of a thread's hash, bit by bit.
func bit(b bool, i uint) uint64 {
	var v uint64
	if b {
		v = 1
	}
	return v << i
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
	if m.class.user {
		// Classes of one name in two loaders have methods of one name.
		h.add(vm.name(m.class.loader))
	}
	h.add(uint64(f.pc))
	h.add(vm.name(f.lock))
	tf := m.flow()
	if tf == nil || !tf.Reachable(int(f.pc)) {
		return false
	}
	pc := int(f.pc)
	maxLocals := int(m.bytecode().MaxLocals)
	base := int(f.base)
	// Dead locals (stale values that will be overwritten before they
	// are read) and the unused high halves of longs and doubles on the
	// stack do not count; which slots those are follows from (method,
	// pc), which the hash has.
	if live, refs, ok := tf.LocalWords(pc); ok && maxLocals <= 64 {
		// The same locals in the same order, a word of bits at a time.
		if maxLocals < 64 {
			live &= 1<<uint(maxLocals) - 1
		}
		for ; live != 0; live &= live - 1 {
			l := bits.TrailingZeros64(live)
			v := t.slots[base+l]
			if refs>>uint(l)&1 != 0 {
				v = vm.name(Ref(v))
			}
			h.add(v)
		}
	} else {
		for l := 0; l < maxLocals; l++ {
			if !tf.LocalIsLive(pc, l) {
				continue
			}
			v := t.slots[base+l]
			if tf.LocalIsRef(pc, l) {
				v = vm.name(Ref(v))
			}
			h.add(v)
		}
	}
	depth := int(f.sp) - base - maxLocals
	h.add(uint64(depth))
	for i := 0; i < depth; i++ {
		if tf.StackIsHighHalf(pc, i) {
			continue
		}
		v := t.slots[base+maxLocals+i]
		if tf.StackIsRef(pc, i) {
			v = vm.name(Ref(v))
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
	if m.bytecode() == nil || m.class.cf == nil {
		return nil
	}
	r, err := typeflow.Analyze(m.bytecode(), &m.class.cf.Pool, m.IsStatic(), m.desc)
	if err == nil {
		m.flowRes = r
	}
	return m.flowRes
}

// Canon is the canonical naming of the objects of one state, as StateHash
// computed it: the names under which two matching states' objects
// correspond. Names are comparable across all the states of one VM.
//
// An object of the state that the traversal did not reach may still be
// reached later through the VM's own tables: an interned string (a
// literal the program printed before and will print again), which the
// hash leaves out because strings are immutable. Such a string, and its
// value array, are named by their contents (a name with HiddenName set):
// at most one interned string has given contents.
type Canon struct {
	vm      *VM
	boot    Ref   // objects below are the boot heap's, named by themselves
	heapLen Ref   // objects at or above did not exist in the state
	refs    []Ref // the program's objects reached, in canonical order
	index   map[Ref]uint32
	// hidden names the interned strings not reached and their value
	// arrays, byName the other way (both made on first need).
	hidden map[Ref]uint64
	byName map[uint64]Ref
}

// HiddenName marks the names of interned strings (and, with the low bit
// set, of their value arrays) that the traversal did not reach.
const HiddenName = 1 << 63

// Canon returns the naming of the state StateHash last hashed, or nil if
// that hash did not finish. The VM must still be in that state.
func (vm *VM) Canon() *Canon {
	w := &vm.walk
	if !w.done {
		return nil
	}
	return &Canon{vm: vm, boot: w.bootLen, heapLen: Ref(len(vm.heap.objs)), refs: append([]Ref(nil), w.queue...)}
}

// Name returns the canonical name of the object r refers to (not null).
// ok is false when the object did not exist in the state or could not be
// reached from it. It may be asked after the VM left the state, on a path
// through it.
func (c *Canon) Name(r Ref) (name uint64, ok bool) {
	if r < c.boot {
		return uint64(r), true
	}
	c.indexRefs()
	if i, ok := c.index[r]; ok {
		return uint64(c.boot) + uint64(i), true
	}
	if r < c.heapLen {
		c.hiddenNames()
		name, ok = c.hidden[r]
	}
	return name, ok
}

func (c *Canon) indexRefs() {
	if c.index == nil {
		c.index = make(map[Ref]uint32, len(c.refs))
		for i, x := range c.refs {
			c.index[x] = uint32(i)
		}
	}
}

// hiddenNames names the interned strings the traversal did not reach,
// and their value arrays, by their contents.
func (c *Canon) hiddenNames() {
	if c.hidden != nil {
		return
	}
	c.indexRefs()
	vm := c.vm
	c.hidden, c.byName = map[Ref]uint64{}, map[uint64]Ref{}
	for s, r := range vm.interned {
		if r < c.boot || r >= c.heapLen {
			continue
		}
		if _, reached := c.index[r]; reached {
			continue
		}
		name := (stringHash(s)<<1 | HiddenName) &^ 1
		c.hidden[r], c.byName[name] = name, r
		if va := Ref(vm.heap.objs[r].slots[vm.wk.stringValue.slot]); va >= c.boot {
			if _, reached := c.index[va]; !reached {
				c.hidden[va], c.byName[name|1] = name|1, va
			}
		}
	}
}

// Existed reports whether the object r refers to existed in the state
// (on a path through it).
func (c *Canon) Existed(r Ref) bool { return r < c.heapLen }

// Object returns the object that has the canonical name in the state (0
// if none has). The VM must be in the state.
func (c *Canon) Object(name uint64) Ref {
	if name&HiddenName != 0 {
		c.hiddenNames()
		return c.byName[name]
	}
	if name < uint64(c.boot) {
		return Ref(name)
	}
	if i := name - uint64(c.boot); i < uint64(len(c.refs)) {
		return c.refs[i]
	}
	return 0
}

// ThreadHash returns a hash of one thread's state (as StateHash hashes
// it) and of the program's objects it reaches, named from the thread
// alone; the classes' statics and the other threads are not in it. It is
// what a context-sensitive check modulo observability compares of an
// observer's thread (paper 002 §4.3). ok is false when there is no such
// thread or a method's slot types cannot be analysed.
func (vm *VM) ThreadHash(id int) ([16]byte, bool) {
	t := vm.Thread(id)
	if t == nil {
		return [16]byte{}, false
	}
	w := vm.beginWalk()
	h := hasher{a: 0x510E527FADE682D1, b: 0x9B05688C2B3E6C1F}
	if !vm.hashThread(&h, t) {
		return [16]byte{}, false
	}
	for i := 0; i < len(w.queue); i++ {
		h.add(vm.objectHash(vm.heap.objs[w.queue[i]]))
	}
	h.add(uint64(len(w.queue)))
	return h.sum(), true
}
