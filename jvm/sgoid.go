package jvm

// Search-global object ids and exposure.
//
// An object's SGOID names it the same way on every path of the search: it
// is computed from the allocating thread's own id (the SGOID of its
// java.lang.Thread object), the allocation site (method and pc of the
// instruction that allocated it) and how many objects that thread
// allocated at that site before on the current path. The same allocation
// on two paths gets the same id, whatever else happened in between; two
// objects live in one state never share an id (the count differs). State
// hashes name objects by SGOID (hash.go), so states that differ only in
// the order in which threads allocated match, and identity hash codes
// derive from it, so they do not depend on the path either.
//
// SGOIDs are 64-bit hashes of (thread, site, count): two different
// allocations get the same id with probability 2⁻⁶⁴ per pair (for a
// million distinct allocations in one search, under 10⁻⁷ that any pair
// collides), which would merge their sharedness and could merge two states.
//
// Exposure is the VM's part of sharedness: an object is exposed once a
// thread other than the one that allocated it may reach it. Objects start
// thread-local; an object becomes exposed (with everything it refers to)
// when a reference to it is stored into an exposed object, an array that
// is exposed or a static field, when it is handed to a new thread
// (Thread.start exposes the Thread object), or when the VM keeps it in a
// table every thread reads (interned strings, class mirrors, constant
// caches). The boot heap is exposed. So every object reachable from an
// exposed one is exposed, and an object that is not exposed is reachable
// only from its own thread's stack: its accesses cannot conflict with any
// other thread's, which is what sharedness policies build on. Exposure is
// part of the path (undone on backtracking), not of the state hash: it is
// an over-approximation of reachability, and reachability is determined
// by the heap the hash covers.

// SGOID is a search-global object id; 0 is null.
type SGOID uint64

// allocSite is an allocation site of one thread.
type allocSite struct {
	thread SGOID
	m      *Method
	pc     int32
}

// alloc allocates an object with n slots for the running thread, with its
// SGOID and identity hash. It returns 0 if the heap bound would be
// exceeded (the caller throws OutOfMemoryError).
func (vm *VM) alloc(c *Class, n int) (Ref, *Object) {
	r, o := vm.heap.alloc(c, n)
	if o == nil {
		return 0, nil
	}
	site := allocSite{pc: -1}
	if t := vm.cur; t != nil {
		if t.obj != 0 {
			site.thread = vm.heap.objs[t.obj].gid
		}
		if len(t.frames) > 0 {
			f := &t.frames[len(t.frames)-1]
			site.m, site.pc = f.m, f.pc
		}
	}
	idx, ok := vm.siteIndex[site]
	if !ok {
		idx = int32(len(vm.siteCounts))
		vm.siteIndex[site] = idx
		vm.siteCounts = append(vm.siteCounts, 0)
	}
	count := vm.siteCounts[idx]
	vm.log(undoEntry{kind: undoAllocCount, idx: idx, old: uint64(count)})
	vm.siteCounts[idx] = count + 1
	var mh uint64
	if site.m != nil {
		mh = site.m.idHash()
	}
	g := mix(uint64(site.thread)*hashK1 ^ mix(mh+uint64(uint32(site.pc))*hashK2) ^ uint64(count)*0xD6E8FEB86659FD93)
	if g == 0 {
		g = 1
	}
	o.gid = SGOID(g)
	o.hash = int32(mix(g^0x5851F42D4C957F2D) & 0x7FFFFFFF)
	if ob := vm.obs; ob != nil && vm.cur != nil {
		ob.ObjectCreated(vm, vm.cur, r)
	}
	return r, o
}

// gidOf returns the SGOID of the object r refers to (0 for null).
func (vm *VM) gidOf(r Ref) SGOID {
	if r == 0 {
		return 0
	}
	return vm.heap.objs[r].gid
}

// SGOID returns the search-global id of the object r refers to (0 for
// null).
func (vm *VM) SGOID(r Ref) SGOID { return vm.gidOf(r) }

// Exposed reports whether a thread other than the allocating one may
// reach the object r refers to. Class statics are always exposed.
func (vm *VM) Exposed(r Ref) bool { return r != 0 && vm.heap.objs[r].exposed }

// expose marks r and everything reachable from it as exposed.
//
// An object whose sharedness Verify.freezeSharedness froze stays as it is
// (and is not followed).
func (vm *VM) expose(r Ref) {
	if r == 0 || vm.heap.objs[r].exposed {
		return
	}
	stack := append(vm.exposeStack[:0], r)
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		o := vm.heap.objs[r]
		if o.exposed || o.frozen {
			continue
		}
		if vm.recording && o.ref < vm.freshFrom {
			vm.undo = append(vm.undo, undoEntry{kind: undoExposed, obj: o})
		}
		o.exposed = true
		c := o.class
		if c.IsArray() {
			if c.elemKind == 'L' {
				for _, v := range o.slots {
					if v != 0 && !vm.heap.objs[v].exposed {
						stack = append(stack, Ref(v))
					}
				}
			}
			continue
		}
		for _, s := range c.refSlots {
			if v := o.slots[s]; v != 0 && !vm.heap.objs[v].exposed {
				stack = append(stack, Ref(v))
			}
		}
	}
	vm.exposeStack = stack
}

// exposeStore keeps exposure closed under reachability when v (not null)
// is stored into slot i of o, which is exposed.
func (vm *VM) exposeStore(o *Object, i int, v uint64) {
	c := o.class
	if c.IsArray() && c.elemKind == 'L' || !c.IsArray() && c.isRefSlot(i) {
		vm.expose(Ref(v))
	}
}

// isRefSlot reports whether instance slot i holds a reference.
func (c *Class) isRefSlot(i int) bool {
	if c.refMask == nil {
		c.refMask = slotMask(c.refSlots, c.instanceSlots)
	}
	return i < len(c.refMask) && c.refMask[i]
}

// isRefStatic reports whether static slot i holds a reference.
func (c *Class) isRefStatic(i int) bool {
	if len(c.staticRefMask) != len(c.statics) {
		c.staticRefMask = slotMask(c.refStatics, len(c.statics))
	}
	return i < len(c.staticRefMask) && c.staticRefMask[i]
}

// slotMask turns a list of slot numbers below n into a mask.
func slotMask(slots []int, n int) []bool {
	m := make([]bool, n)
	for _, s := range slots {
		if s < n {
			m[s] = true
		}
	}
	return m
}

// exposeBootHeap marks every object that exists now as exposed (the
// JDK's boot heap: reachable from statics).
func (vm *VM) exposeBootHeap() {
	for _, o := range vm.heap.objs[1:] {
		o.exposed = true
	}
}

// SlotValue returns what slot slot of the object or class statics id
// (an SGOID, as hb's locations name them) holds now: its bits, or the
// SGOID of the object a reference slot refers to (so that the same
// objects made in another order compare equal). ok is false if nothing
// has that id or the slot is out of range. It looks through the heap:
// for the occasional comparison (paper 002's context-sensitive checks),
// not for every step.
func (vm *VM) SlotValue(id SGOID, slot int32) (uint64, bool) {
	if id&(1<<63) != 0 {
		for _, c := range vm.classOrder {
			if c.StaticsID() != id {
				continue
			}
			if slot < 0 || int(slot) >= len(c.statics) {
				return 0, false
			}
			v := c.statics[slot]
			if c.isRefStatic(int(slot)) {
				v = uint64(vm.gidOf(Ref(v)))
			}
			return v, true
		}
		return 0, false
	}
	for _, o := range vm.heap.objs {
		if o == nil || o.gid != id {
			continue
		}
		if slot < 0 || int(slot) >= len(o.slots) {
			return 0, false
		}
		v := o.slots[slot]
		if o.class.IsArray() && o.class.elemKind == 'L' || !o.class.IsArray() && o.class.isRefSlot(int(slot)) {
			v = uint64(vm.gidOf(Ref(v)))
		}
		return v, true
	}
	return 0, false
}
