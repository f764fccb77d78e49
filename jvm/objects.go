package jvm

import "strconv"

// All changes to the heap, statics, class state, monitors and the VM's
// caches go through these methods, which record them for backtracking
// (state.go).

func (vm *VM) writeSlot(o *Object, i int, v uint64) {
	if vm.recording && o.ref < vm.freshFrom {
		vm.undo = append(vm.undo, undoEntry{kind: undoSlot, obj: o, idx: int32(i), old: o.slots[i]})
	}
	o.slots[i] = v
	o.hok = false
	if o.boot {
		vm.markChanged(o)
	}
	if o.exposed && v != 0 {
		vm.exposeStore(o, i, v)
	}
}

func (vm *VM) writeStatic(c *Class, i int, v uint64) {
	if vm.recording {
		vm.undo = append(vm.undo, undoEntry{kind: undoStatic, cls: c, idx: int32(i), old: c.statics[i]})
	}
	c.statics[i] = v
	vm.classChanged(c)
	if v != 0 && c.isRefStatic(i) {
		vm.expose(Ref(v))
	}
}

func (vm *VM) setInitState(c *Class, s int) {
	vm.log(undoEntry{kind: undoInit, cls: c, old: uint64(c.initState), any: c.initThread})
	c.initState = s
	vm.classChanged(c)
}

// setInitError saves the error a failed initialization of c leaves; like
// a static, every thread may reach it.
func (vm *VM) setInitError(c *Class, e Ref) {
	vm.log(undoEntry{kind: undoInitError, cls: c, old: uint64(c.initErr)})
	c.initErr = e
	vm.classChanged(c)
	vm.expose(e)
}

func (vm *VM) setInitThread(c *Class, t *Thread) {
	vm.log(undoEntry{kind: undoInit, cls: c, old: uint64(c.initState), any: c.initThread})
	c.initThread = t
	vm.classChanged(c)
}

// setInitSeen records that t has seen c's initialization finished
// (Class.initSeen).
func (vm *VM) setInitSeen(c *Class, t *Thread) {
	w := t.id / 64
	for len(c.initSeen) <= w {
		c.initSeen = append(c.initSeen, 0) // zero words are as good as none
	}
	vm.log(undoEntry{kind: undoInitSeen, cls: c, idx: int32(w), old: c.initSeen[w]})
	c.initSeen[w] |= 1 << uint(t.id%64)
	vm.classChanged(c)
}

// initSeenBy reports whether t has seen c's initialization finished.
func (c *Class) initSeenBy(t *Thread) bool {
	w := t.id / 64
	return w < len(c.initSeen) && c.initSeen[w]&(1<<uint(t.id%64)) != 0
}

// setCPCache caches a resolved constant. Classes, fields and methods are
// metadata that every path resolves alike, so they stay across
// backtracking; a String is a heap object, so its entry is undone, and so
// is every entry of a class of a user-defined loader.
func (vm *VM) setCPCache(c *Class, i uint16, v any) {
	if r, isRef := v.(Ref); isRef {
		vm.log(undoEntry{kind: undoCPCache, cls: c, idx: int32(i), any: c.cpCache[i]})
		vm.expose(r)
	} else if c.user {
		// What a user-defined loader resolves a name to may differ from
		// path to path.
		vm.log(undoEntry{kind: undoCPCache, cls: c, idx: int32(i), any: c.cpCache[i]})
	}
	c.cpCache[i] = v
}

func (vm *VM) setMirror(c *Class, r Ref) {
	vm.log(undoEntry{kind: undoMirror, cls: c, old: uint64(c.mirror)})
	c.mirror = r
	vm.classChanged(c)
	vm.expose(r)
}

func (vm *VM) setNative(o *Object, v any) {
	if vm.recording && o.ref < vm.freshFrom {
		vm.undo = append(vm.undo, undoEntry{kind: undoNative, obj: o, any: o.native})
	}
	o.native = v
	o.hok = false
	if o.boot {
		vm.markChanged(o)
	}
}

func (vm *VM) setLambdaSingleton(c *Class, r Ref) {
	vm.log(undoEntry{kind: undoSingleton, cls: c})
	vm.lambdaSingletons[c] = r
	vm.expose(r)
}

func (vm *VM) setInterned(key string, r Ref) {
	vm.log(undoEntry{kind: undoInterned, any: key})
	vm.interned[key] = r
	vm.expose(r)
}

func (vm *VM) setMonitor(o *Object, owner *Thread, count int) {
	if o.mon == nil {
		o.mon = &monitor{}
	}
	if vm.recording && o.ref < vm.freshFrom {
		vm.undo = append(vm.undo, undoEntry{kind: undoMonitor, obj: o, any: o.mon.owner, old: uint64(o.mon.count)})
	}
	if count == 0 {
		owner = nil
	}
	o.mon.owner, o.mon.count = owner, count
	o.hok = false
	if o.boot {
		vm.markChanged(o)
	}
}

// newObject allocates an instance of c, throwing OutOfMemoryError (and
// returning 0) when the heap bound is reached.
func (t *Thread) newObject(c *Class) Ref {
	r, _ := t.vm.alloc(c, c.instanceSlots)
	if r == 0 {
		t.throwOOM()
	}
	return r
}

// newArray allocates an array of class ac with n elements.
func (t *Thread) newArray(ac *Class, n int32) Ref {
	if n < 0 {
		t.throwNew("java/lang/NegativeArraySizeException", strconv.Itoa(int(n)))
		return 0
	}
	r, _ := t.vm.alloc(ac, int(n))
	if r == 0 {
		t.throwOOM()
	}
	return r
}

// newMultiArray allocates a multi-dimensional array of class ac (the class
// named by multianewarray) with the given dimension lengths.
func (t *Thread) newMultiArray(ac *Class, dims []int32) Ref {
	for _, d := range dims {
		if d < 0 {
			t.throwNew("java/lang/NegativeArraySizeException", strconv.Itoa(int(d)))
			return 0
		}
	}
	return t.fillMultiArray(ac, dims)
}

func (t *Thread) fillMultiArray(ac *Class, dims []int32) Ref {
	r := t.newArray(ac, dims[0])
	if r == 0 || len(dims) == 1 {
		return r
	}
	for i := 0; i < int(dims[0]); i++ {
		sub := t.fillMultiArray(ac.component, dims[1:])
		if sub == 0 {
			return 0
		}
		t.vm.writeSlot(t.vm.heap.get(r), i, uint64(sub))
	}
	return r
}

// throwOOM throws OutOfMemoryError: Java heap space. The error itself is
// allocated from a small reserve beyond the bound.
func (t *Thread) throwOOM() {
	h := &t.vm.heap
	saved := h.maxSlots
	h.maxSlots += 1 << 16
	t.throwNew("java/lang/OutOfMemoryError", "Java heap space")
	h.maxSlots = saved
}

// newBytes returns a new byte[] holding b.
func (t *Thread) newBytes(b []byte) Ref {
	r := t.newArray(t.vm.wk.byteArray, int32(len(b)))
	if r == 0 {
		return 0
	}
	o := t.vm.heap.get(r)
	for i, c := range b {
		o.slots[i] = i2s(int32(int8(c)))
	}
	return r
}
