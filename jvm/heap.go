package jvm

// Ref is a reference to a heap object; 0 is null.
type Ref uint32

// Object is a heap object or array. Instance fields and array elements take
// one slot each (see the package doc for how values are stored).
type Object struct {
	class  *Class
	slots  []uint64 // fields (by Field.slot) or array elements
	mon    *monitor // lazily created when the object is first locked
	native any      // VM-side data: *Class for a Class mirror, *Thread for a Thread, …
	hash   int32    // identity hash, fixed at allocation
	ref    Ref      // the object's own reference
	// hashSeen: the program asked for the identity hash, so it is part of
	// the state (hash.go).
	hashSeen bool
	// hval caches the hash of the class, length, primitive slots,
	// identity hash and monitor while hok (hash.go).
	hval uint64
	hok  bool
	// hfull caches objectHash while hok and hfullOK: when every
	// reference of the object is null or to the boot heap, whose names
	// do not depend on the traversal (hash.go).
	hfull   uint64
	hfullOK bool
	// boot: the object existed when states were first hashed; hboot is its
	// hash then; changed: it has changed since (hash.go).
	boot, changed bool
	hboot         uint64
	// gid is the object's search-global id (sgoid.go).
	gid SGOID
	// exposed: a thread other than the allocating one may reach the
	// object (sgoid.go). Objects that are not exposed are thread-local.
	exposed bool
	// frozen: Verify.freezeSharedness fixed exposed (sgoid.go).
	frozen bool
}

// Class returns the object's class.
func (o *Object) Class() *Class { return o.class }

// Len returns the length of an array object.
func (o *Object) Len() int { return len(o.slots) }

// monitor is the lock and wait set of an object.
type monitor struct {
	owner *Thread
	count int
}

// heap holds every object of a VM, indexed by Ref.
type heap struct {
	objs      []*Object // objs[0] is nil (null)
	slotsUsed int64     // slots allocated so far, for the heap bound
	maxSlots  int64
	// free holds objects that a restore took off the heap (release),
	// by the length of their slots, for alloc to use again: a stateless
	// search allocates the same objects on path after path. nfree
	// counts them.
	free  [maxFreeSlots + 1][]*Object
	nfree int
}

// Bounds of the objects release keeps: how many, and the slots of one
// (larger ones go to the collector).
const (
	maxFreeObjects = 4096
	maxFreeSlots   = 64
)

func newHeap(maxBytes int64) heap {
	return heap{objs: make([]*Object, 1, 1024), maxSlots: maxBytes / 8}
}

// get returns the object of a non-null reference.
func (h *heap) get(r Ref) *Object { return h.objs[r] }

// alloc adds an object with n slots; it returns 0 if the heap bound would
// be exceeded (the caller throws OutOfMemoryError).
func (h *heap) alloc(c *Class, n int) (Ref, *Object) {
	cost := int64(n) + 4
	if h.slotsUsed+cost > h.maxSlots {
		return 0, nil
	}
	h.slotsUsed += cost
	r := Ref(len(h.objs))
	var o *Object
	if n <= maxFreeSlots && len(h.free[n]) > 0 {
		free := h.free[n]
		o = free[len(free)-1]
		free[len(free)-1] = nil
		h.free[n] = free[:len(free)-1]
		h.nfree--
		slots, mon := o.slots, o.mon
		clear(slots)
		if mon != nil {
			*mon = monitor{}
		}
		*o = Object{class: c, slots: slots, ref: r, mon: mon}
	} else {
		o = &Object{class: c, slots: make([]uint64, n), ref: r}
	}
	h.objs = append(h.objs, o)
	return r, o
}

// release takes the objects from reference n on off the heap (a restore
// to a state in which they did not exist) and keeps the small ones for
// alloc. Nothing refers to them any more: the heap's other objects and
// the threads hold references (numbers), not pointers, and the undo log
// of the changes since they were made is undone. Except for the boot
// heap's (hash.go: a search may restore a state from before the first
// hash): the state hash's list of changed boot objects keeps those.
func (h *heap) release(n Ref) {
	for _, o := range h.objs[n:] {
		if k := len(o.slots); h.nfree < maxFreeObjects && k <= maxFreeSlots && !o.boot {
			h.free[k] = append(h.free[k], o)
			h.nfree++
		}
	}
	clear(h.objs[n:])
	h.objs = h.objs[:n]
}
