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
	visit := func(o *Object, name uint64) {
		m := o.class.modCounts()
		if m == nil || !m.isCopy() {
			return
		}
		copySlot := m.expected
		if copySlot < 0 {
			copySlot = m.mod
		}
		var owner *Object
		if m.owner >= 0 && o.slots[m.owner] != 0 {
			owner = vm.heap.get(Ref(o.slots[m.owner]))
		}
		om := (*modCountInfo)(nil)
		if owner != nil {
			om = owner.class.modCounts()
		}
		if om == nil || om.mod < 0 {
			raw = true
			return
		}
		h.add(mix(name ^ uint64(uint32(int32(o.slots[copySlot])-int32(owner.slots[om.mod])))))
	}
	for i, r := range w.queue {
		visit(vm.heap.objs[r], uint64(i+1)<<1)
	}
	for _, o := range w.changed {
		visit(o, uint64(o.ref)<<1|1)
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
		add(o, uint64(o.ref)<<1|1)
	}
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
