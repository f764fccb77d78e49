package jvm

import (
	"strings"

	"github.com/gojpf/gojpf/classfile"
)

// The modification counts of java.util's collections in state matching.
//
// A collection's modCount only ever grows, so a program that keeps
// changing a collection (a loop that adds and removes, a HashMap toggled
// for ever) never repeats a state, and state matching never closes its
// loop. Yet the count's value is seen only through comparisons with
// copies of it: an iterator's (or spliterator's) expectedModCount, a
// sublist's own modCount against its root's, and locals of the
// collection's own methods (forEach, removeIf, compute…). So the state
// hash leaves the counts out of each object's hash and adds instead, for
// each copy, the difference between the copy and the count it will be
// compared with; it adds every count as it is when a thread stands in a
// java.util method that stores a count in a local (copiesModCount: a
// local copy may be live) or when a copy's collection cannot be found. Two states that differ only in counts no
// copy can tell apart then match (JPF ignores java.util's *modCount
// fields outright, copies included: IgnoreUtilSilliness).

// modCountInfo locates the modification counts in a class's instances.
type modCountInfo struct {
	mod      int // slot of modCount (declared in a java.util class), -1 if none
	expected int // slot of expectedModCount, -1 if none
	// owner is the slot of the reference to the collection whose
	// modCount the copy is compared with (this$0, root, map, list), -1
	// if none.
	owner int
	skip  []bool // slots left out of the object's own hash
}

// isCopy reports whether instances hold a copy of another object's
// count: an iterator's expectedModCount, a sublist's modCount.
func (m *modCountInfo) isCopy() bool {
	return m.expected >= 0 || m.mod >= 0 && m.owner >= 0
}

// modCounts returns where c's instances keep modification counts (nil:
// nowhere), computed once per class.
func (c *Class) modCounts() *modCountInfo {
	if c.mcOK {
		return c.mc
	}
	return c.findModCounts()
}

func (c *Class) findModCounts() *modCountInfo {
	c.mcOK = true
	if c.IsArray() || !strings.HasPrefix(c.name, "java/util/") {
		// A program's subclass keeps its counts in its own hash: its
		// code may copy modCount where this file does not look.
		return nil
	}
	slot := func(name string) int {
		f := c.fieldByName(name)
		if f == nil || f.IsStatic() || !strings.HasPrefix(f.class.name, "java/util/") {
			return -1
		}
		return f.slot
	}
	m := &modCountInfo{mod: slot("modCount"), expected: slot("expectedModCount"), owner: -1}
	if m.mod < 0 && m.expected < 0 {
		return nil
	}
	for _, name := range []string{"this$0", "root", "map", "list"} {
		if f := c.fieldByName(name); f != nil && !f.IsStatic() && c.isRefSlot(f.slot) && strings.HasPrefix(f.class.name, "java/util/") {
			m.owner = f.slot
			break
		}
	}
	m.skip = make([]bool, c.instanceSlots)
	for _, s := range []int{m.mod, m.expected} {
		if s >= 0 && s < len(m.skip) {
			m.skip[s] = true
		}
	}
	c.mc = m
	return m
}

// modCountHash adds the modification counts to the state hash h, after
// the traversal that named the objects (see the top of this file).
//
// A boot object (hash.go) adds only what differs from the boot heap
// (bootModCounts), whether it changed on this path or on another: what
// the hash adds must follow from the state alone, not from where the VM
// went before (a parallel search's workers went different ways).
func (vm *VM) modCountHash(h *hasher) {
	w := &vm.walk
	raw := false
	for _, t := range vm.threads {
		for i := range t.frames {
			if m := t.frames[i].m; m != nil && m.copiesModCount() {
				raw = true // a local copy of a count may be live
			}
		}
	}
	for i, r := range w.queue {
		o := vm.heap.objs[r]
		m := o.class.modCounts()
		if m == nil || !m.isCopy() {
			continue
		}
		rel, ok := vm.copyRel(o, m)
		if !ok {
			raw = true
			continue
		}
		h.add(mix(uint64(i+1)<<1 ^ uint64(rel)))
	}
	for _, o := range w.bootCopies {
		rel, ok := vm.copyRel(o, o.class.modCounts())
		if b := w.bootMC[o.ref]; ok == b.relOK && rel == b.rel {
			continue // as in the boot heap
		}
		if !ok {
			raw = true
			continue
		}
		h.add(mix(uint64(o.ref)<<1 | 1 ^ uint64(rel)))
	}
	if !raw {
		return
	}
	add := func(o *Object, name uint64) {
		if m := o.class.modCounts(); m != nil {
			for _, s := range []int{m.mod, m.expected} {
				if s >= 0 {
					h.add(mix(name ^ o.slots[s]<<8 ^ uint64(s)))
				}
			}
		}
	}
	for i, r := range w.queue {
		add(vm.heap.objs[r], uint64(i+1)<<1)
	}
	for _, o := range w.changed {
		if m := o.class.modCounts(); m != nil {
			b := w.bootMC[o.ref]
			if (m.mod < 0 || o.slots[m.mod] == b.mod) && (m.expected < 0 || o.slots[m.expected] == b.expected) {
				continue // as in the boot heap
			}
			add(o, uint64(o.ref)<<1|1)
		}
	}
}

// bootModCount is a boot object's modification counts as they were in
// the boot heap: its own (mod, expected) and, for a copy, the copy's
// difference from its collection's count (rel; relOK false when that
// collection could not be found).
type bootModCount struct {
	mod, expected uint64
	rel           uint32
	relOK         bool
}

// bootModCounts notes the boot heap's modification counts when states
// are first hashed (modCountHash).
func (vm *VM) bootModCounts() {
	w := &vm.walk
	w.bootMC = map[Ref]bootModCount{}
	for _, o := range vm.heap.objs[1:w.bootLen] {
		m := o.class.modCounts()
		if m == nil {
			continue
		}
		var b bootModCount
		if m.mod >= 0 {
			b.mod = o.slots[m.mod]
		}
		if m.expected >= 0 {
			b.expected = o.slots[m.expected]
		}
		if m.isCopy() {
			b.rel, b.relOK = vm.copyRel(o, m)
			w.bootCopies = append(w.bootCopies, o)
		}
		w.bootMC[o.ref] = b
	}
}

// copyRel returns the difference between a copy's count and the count
// of its collection (m is o's class's modCounts); false when the
// collection cannot be found.
func (vm *VM) copyRel(o *Object, m *modCountInfo) (uint32, bool) {
	copySlot := m.expected
	if copySlot < 0 {
		copySlot = m.mod
	}
	if m.owner < 0 || o.slots[m.owner] == 0 {
		return 0, false
	}
	owner := vm.heap.get(Ref(o.slots[m.owner]))
	om := owner.class.modCounts()
	if om == nil || om.mod < 0 {
		return 0, false
	}
	return uint32(int32(o.slots[copySlot]) - int32(owner.slots[om.mod])), true
}

// copiesModCount reports whether m, a java.util method, stores a
// modification count in a local (int mc = modCount): a getfield of a
// modCount followed by an istore. Computed once per method.
func (m *Method) copiesModCount() bool {
	if m.mcCopyOK {
		return m.mcCopy
	}
	m.mcCopyOK = true
	if m.bytecode() == nil || !strings.HasPrefix(m.class.name, "java/util/") {
		return false
	}
	ins := m.bytecode().Insns
	for i := 0; i+1 < len(ins); i++ {
		if ins[i].Op != classfile.GETFIELD {
			continue
		}
		if _, name, _ := m.class.cf.Pool.MemberRef(uint16(ins[i].A)); name != "modCount" {
			continue
		}
		switch ins[i+1].Op {
		case classfile.ISTORE, classfile.ISTORE_0, classfile.ISTORE_1, classfile.ISTORE_2, classfile.ISTORE_3:
			m.mcCopy = true
			return true
		}
	}
	return false
}
